// Picking questions from a bank into an exam part: the teacher's own banks and the school's approved ones, a bank's
// questions with checkboxes, then "add" copies the chosen ones in (the exam keeps its own copies).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { QuestionBody } from '@/components/question-editor/question-body.tsx';
import { libraryPath, librarySchool } from '@/components/library/library-ref.ts';
import { requestData } from '@/lib/http.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';
import { bankSourceKey, useBankSources } from './use-bank-sources.ts';

/**
 * `schoolId` null: a system exam, which takes questions from the system's banks; else the teacher's own banks and the
 * school's approved ones.
 */
export function BankPickerDialog({
  open,
  schoolId,
  single = false,
  onClose,
  onPick,
}: {
  open: boolean;
  schoolId: number | null;
  /** One question only (what a slide's area opens): radio buttons instead of checkboxes. */
  single?: boolean;
  onClose: () => void;
  onPick: (questions: BankQuestion[]) => void;
}) {
  const banks = useBankSources(open, schoolId);
  const [choice, setChoice] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const id = useId();
  const sources = banks.sources;
  const source = sources.find((s) => bankSourceKey(s) === choice);
  const questions = useQuery({
    queryKey: ['bank-picker', choice],
    queryFn: ({ signal }) =>
      requestData<BankQuestion[]>(`${libraryPath(source!.library, 'question_collections')}/${source!.bank.id}/questions`, {
        school: librarySchool(source!.library),
        signal,
      }),
    enabled: open && Boolean(source),
  });
  useEffect(() => {
    if (open) {
      setChoice('');
      setPicked([]);
    }
  }, [open]);
  useEffect(() => setPicked([]), [choice]);
  const list = questions.data ?? [];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={single ? 'Chọn câu hỏi từ ngân hàng' : 'Thêm câu hỏi từ ngân hàng'}
      width={860}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {TEXT.cancel}
          </Button>
          <Button disabled={!picked.length} onClick={() => onPick(list.filter((q) => picked.includes(q.id)))}>
            {single ? 'Chọn câu này' : `Thêm ${picked.length || ''} câu`}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <SelectField
          label="Ngân hàng câu hỏi"
          placeholder={banks.isPending ? TEXT.loading : 'Chọn ngân hàng'}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          options={sources.map((s) => ({
            value: bankSourceKey(s),
            label: `${s.bank.name} (${s.bank.questionCount} câu${s.library.level === 'school' ? ', thư viện trường' : ''})`,
          }))}
        />
        {banks.isError && <ErrorAlert onRetry={banks.refetch}>{TEXT.loadFailed}</ErrorAlert>}
        {source && questions.isPending && (
          <p className="text-slate-500">
            <Spinner /> {TEXT.loading}
          </p>
        )}
        {questions.isError && <ErrorAlert onRetry={() => void questions.refetch()}>{TEXT.loadFailed}</ErrorAlert>}
        {source && questions.isSuccess && list.length === 0 && <p className="text-slate-600">Ngân hàng này chưa có câu hỏi.</p>}
        {list.length > 0 && (
          <fieldset>
            <legend className="mb-2 flex w-full items-center justify-between text-sm font-medium text-slate-700">
              <span>Chọn câu hỏi</span>
              {!single && (
                <label className="flex items-center gap-2 font-normal">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={picked.length === list.length}
                    onChange={(e) => setPicked(e.target.checked ? list.map((q) => q.id) : [])}
                  />
                  Chọn tất cả
                </label>
              )}
            </legend>
            <ol className="space-y-2">
              {list.map((q, i) => (
                <li key={q.id} className="flex gap-3 rounded-lg border border-slate-200 p-3">
                  <input
                    id={`${id}-${q.id}`}
                    type={single ? 'radio' : 'checkbox'}
                    name={single ? id : undefined}
                    className="mt-1 size-5 shrink-0"
                    checked={picked.includes(q.id)}
                    onChange={() => setPicked((p) => (single ? [q.id] : p.includes(q.id) ? p.filter((x) => x !== q.id) : [...p, q.id]))}
                    aria-label={`Chọn câu ${i + 1}`}
                  />
                  <div className="min-w-0 flex-1">
                    <QuestionBody q={q} />
                  </div>
                </li>
              ))}
            </ol>
          </fieldset>
        )}
      </div>
    </Dialog>
  );
}
