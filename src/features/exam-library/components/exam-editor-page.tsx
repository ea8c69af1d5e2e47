// The exam editor (spec §2 …/exam/add and …/exam/{examId}/edit): settings and parts, saved together. Checked with
// the shared schemas before sending; a refusal from the server shows its messages where they belong, and nothing
// typed is lost. An exam students have taken keeps its questions: only its settings change.
import { useState } from 'react';
import * as v from 'valibot';
import { Link } from '@tanstack/react-router';
import { Button, backLinkClass } from '@/components/ui/button.tsx';
import { useSaveLibraryItem } from '@/components/library/api/save-library-item.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { isApiError } from '@/lib/api-error.ts';
import { handleApiError } from '@/lib/errors.ts';
import { messagesByPath } from '@/lib/mapped-resolver.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { EditableExam, LibraryExam } from '@/shared/exam-library.ts';
import { libraryMetaFields } from '@/shared/schemas/library.ts';
import { examFields, examStructureSchema } from '@/shared/schemas/exam-library.ts';
import { useSaveExamStructure } from '../api/exam-structure.ts';
import { partsOf, settingsBody, settingsOf, structureBody, type DraftPart, type ExamSettings } from '../exam-draft.ts';
import { ExamSettingsFields } from './exam-settings-fields.tsx';
import { ExamPartsEditor } from './exam-parts-editor.tsx';

const settingsSchema = v.object({ ...libraryMetaFields, ...examFields });

export interface ExamEditorPageProps {
  library: LibraryRef;
  schoolId: number;
  exam: LibraryExam | null;
  structure: EditableExam | null;
  backHref: string;
  onSaved: (examId: number) => void;
}

export function ExamEditorPage({ library, schoolId, exam, structure, backHref, onSaved }: ExamEditorPageProps) {
  const [settings, setSettings] = useState<ExamSettings>(() => settingsOf(exam));
  const [parts, setParts] = useState<DraftPart[]>(() => partsOf(structure));
  const [examId, setExamId] = useState<number | null>(exam?.id ?? null);
  const [settingsErrors, setSettingsErrors] = useState<Record<string, string>>({});
  const [partErrors, setPartErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const saveItem = useSaveLibraryItem<LibraryExam>('exam', library);
  const saveStructure = useSaveExamStructure(library);
  const locked = structure?.locked ?? false;

  const save = async () => {
    const body = settingsBody(settings);
    const checked = v.safeParse(settingsSchema, body, { abortPipeEarly: true });
    const structureChecked = locked ? null : v.safeParse(examStructureSchema, structureBody(parts), { abortPipeEarly: true });
    const structureErrors = structureChecked && !structureChecked.success ? messagesByPath(structureChecked.issues) : {};
    setSettingsErrors(checked.success ? {} : messagesByPath(checked.issues));
    setPartErrors(structureErrors);
    if (!checked.success) return;
    if (Object.keys(structureErrors).length) {
      const general = structureErrors['fractions'] ?? structureErrors[''];
      if (general) toast.error(general);
      return;
    }
    setSaving(true);
    try {
      let id = examId;
      if (id === null) {
        id = (await saveItem.mutateAsync({ values: body })).id;
        setExamId(id);
      } else await saveItem.mutateAsync({ id, values: body });
      if (!locked) await saveStructure.mutateAsync({ examId: id, structure: structureBody(parts) });
      toast.success(exam ? MSG.updated : MSG.created);
      onSaved(id);
    } catch (e) {
      if (isApiError(e) && e.status === 422 && e.body && Object.keys(e.body.errors).length) {
        const errors = Object.fromEntries(Object.entries(e.body.errors).map(([k, m]) => [k, m[0] ?? '']));
        setSettingsErrors(errors);
        setPartErrors(errors);
      }
      handleApiError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link to={backHref} className={backLinkClass}>
        ← Quay lại
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">{exam ? `Sửa đề thi: ${exam.name}` : 'Tạo đề thi'}</h1>
      <ExamSettingsFields value={settings} onChange={setSettings} errors={settingsErrors} schoolId={library.level === 'system' ? undefined : schoolId} />
      {locked ? (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {MSG.examLocked}
        </p>
      ) : (
        <ExamPartsEditor parts={parts} onChange={setParts} schoolId={library.level === 'system' ? null : schoolId} errors={partErrors} />
      )}
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 py-3">
        <Link to={backHref} className="inline-flex items-center rounded-lg px-4 text-sm font-medium text-slate-700 hover:bg-slate-100">
          Huỷ
        </Link>
        <Button onClick={() => void save()} loading={saving}>
          Lưu đề thi
        </Button>
      </div>
    </div>
  );
}
