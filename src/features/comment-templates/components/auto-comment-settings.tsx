// "Nhận xét tự động": score bands (0–10) each choosing a template; when a mission is completed without the teacher's
// comment, the band holding the score gives the student its comment (auto_comment).
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { commentTemplateSettingsSchema } from '@/shared/schemas/mission.ts';
import { commentTemplatesQueryOptions } from '@/lib/queries/comment-templates.ts';
import { templateSettingsQueryOptions, useSaveTemplateSettings } from '../api/comment-template-settings.ts';

interface Row {
  templateId: string;
  minScore: string;
  maxScore: string;
}

const input = 'h-9 rounded-lg border border-slate-300 px-2 text-sm pointer-coarse:h-11';

export function AutoCommentSettings({ schoolId }: { schoolId: number }) {
  // useQuery, not suspense: a panel that cannot load says so in its place while the rest of the page stays.
  const settings = useQuery(templateSettingsQueryOptions(schoolId));
  const templates = useQuery(commentTemplatesQueryOptions(schoolId, 1, 100));
  const save = useSaveTemplateSettings(schoolId);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data && rows === null) {
      setRows(settings.data.map((s) => ({ templateId: String(s.templateId), minScore: String(s.minScore), maxScore: String(s.maxScore) })));
    }
  }, [settings.data, rows]);
  if (settings.isPending || templates.isPending || rows === null) return <Spinner size="sm" />;
  const options = templates.data?.data ?? [];
  const update = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const onSave = () => {
    const body = {
      settings: rows.map((r) => ({
        templateId: Number(r.templateId),
        minScore: Number(r.minScore.replace(',', '.')),
        maxScore: Number(r.maxScore.replace(',', '.')),
      })),
    };
    const parsed = v.safeParse(commentTemplateSettingsSchema, body);
    if (!parsed.success || rows.some((r) => !r.templateId || r.minScore === '' || r.maxScore === '')) {
      setError(parsed.success ? MSG.missionScoreInvalid : parsed.issues[0].message);
      return;
    }
    setError(null);
    save.mutate(parsed.output, {
      onSuccess: () => toast.success(MSG.commentTemplateUpdated),
      onError: (e) => handleApiError(e),
    });
  };

  return (
    <section aria-labelledby="auto-comment" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="auto-comment" className="font-semibold text-slate-900">
        Nhận xét tự động theo điểm
      </h2>
      <p className="text-sm text-slate-600">Khi học sinh hoàn thành nhiệm vụ mà chưa có nhận xét, mẫu của khoảng điểm tương ứng được gửi cho học sinh.</p>
      <ul className="space-y-2">
        {rows.map((r, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2 text-sm">
            <label className="flex items-center gap-1">
              Từ{' '}
              <input
                aria-label={`Điểm từ, dòng ${i + 1}`}
                inputMode="decimal"
                className={`${input} w-16`}
                value={r.minScore}
                onChange={(e) => update(i, { minScore: e.target.value })}
              />
            </label>
            <label className="flex items-center gap-1">
              đến{' '}
              <input
                aria-label={`Điểm đến, dòng ${i + 1}`}
                inputMode="decimal"
                className={`${input} w-16`}
                value={r.maxScore}
                onChange={(e) => update(i, { maxScore: e.target.value })}
              />
            </label>
            <select
              aria-label={`Mẫu nhận xét, dòng ${i + 1}`}
              className={`${input} min-w-48`}
              value={r.templateId}
              onChange={(e) => update(i, { templateId: e.target.value })}
            >
              <option value="">Chọn mẫu nhận xét</option>
              {options.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </select>
            <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
              Bỏ
            </Button>
          </li>
        ))}
      </ul>
      {error && <ErrorAlert size="sm">{error}</ErrorAlert>}
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => setRows([...rows, { templateId: '', minScore: '', maxScore: '' }])}>
          Thêm khoảng điểm
        </Button>
        <Button size="sm" onClick={onSave} loading={save.isPending}>
          Lưu khoảng điểm
        </Button>
      </div>
    </section>
  );
}
