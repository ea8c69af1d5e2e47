// The questions an area can open: a question of one of the system's banks (the only ones a book may show), chosen
// from the bank's list, each shown as the question editor shows it. The area keeps a copy of the question.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { libraryPageQueryOptions } from '@/components/library/api/get-library-page.ts';
import { libraryPath, type LibraryRef } from '@/components/library/library-ref.ts';
import { QuestionBody } from '@/components/question-editor/question-body.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { requestData } from '@/lib/http.ts';
import type { AreaTarget } from '@/shared/book.ts';
import type { BankQuestion, QuestionCollection } from '@/shared/question-bank.ts';
import { TEXT } from '@/shared/ui-text.ts';

const SYSTEM: LibraryRef = { level: 'system' };

export const questionTarget = (q: BankQuestion): AreaTarget => ({ type: 'question', questionId: q.id, question: q });

export function QuestionTargetList({ chosenId, onPick }: { chosenId: number | null; onPick: (target: AreaTarget) => void }) {
  const banks = useQuery(libraryPageQueryOptions<QuestionCollection>('question', SYSTEM, { perPage: 100, sort: 'name' }));
  const [bankId, setBankId] = useState('');
  const questions = useQuery({
    queryKey: ['book-area-questions', bankId],
    queryFn: ({ signal }) => requestData<BankQuestion[]>(`${libraryPath(SYSTEM, 'question_collections')}/${bankId}/questions`, { signal }),
    enabled: bankId !== '',
  });
  const list = questions.data ?? [];
  return (
    <div className="space-y-3">
      <SelectField
        label="Ngân hàng câu hỏi của hệ thống"
        placeholder={banks.isPending ? TEXT.loading : 'Chọn ngân hàng'}
        value={bankId}
        onChange={(e) => setBankId(e.target.value)}
        options={(banks.data?.data ?? []).map((b) => ({ value: String(b.id), label: `${b.name} (${b.questionCount} câu)` }))}
      />
      {banks.isError && (
        <ErrorAlert size="sm" onRetry={() => void banks.refetch()}>
          {TEXT.loadFailed}
        </ErrorAlert>
      )}
      {banks.isSuccess && banks.data.data.length === 0 && <p className="text-slate-600">Hệ thống chưa có ngân hàng câu hỏi nào.</p>}
      {bankId !== '' && questions.isPending && (
        <p className="text-slate-600">
          <Spinner size="sm" /> {TEXT.loading}
        </p>
      )}
      {questions.isError && (
        <ErrorAlert size="sm" onRetry={() => void questions.refetch()}>
          {TEXT.loadFailed}
        </ErrorAlert>
      )}
      {questions.isSuccess && list.length === 0 && <p className="text-slate-600">Ngân hàng này chưa có câu hỏi.</p>}
      {list.length > 0 && (
        <ol aria-label="Câu hỏi của ngân hàng" className="space-y-2">
          {list.map((q, i) => (
            <li key={q.id} className={`flex gap-3 rounded-lg border p-3 ${q.id === chosenId ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}>
              <div className="min-w-0 flex-1">
                <QuestionBody q={q} />
              </div>
              <Button size="sm" variant={q.id === chosenId ? 'primary' : 'secondary'} className="shrink-0" onClick={() => onPick(questionTarget(q))}>
                {q.id === chosenId ? 'Đang chọn' : 'Chọn'}
                <span className="sr-only"> câu {i + 1}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
