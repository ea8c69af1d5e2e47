// The questions an area can open: a question of one of the system's banks (the only ones a book may show), chosen
// from the bank's list, each shown as the question editor shows it. The area keeps a copy of the question.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QuestionBody } from '@/components/question-editor/question-body.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { requestData } from '@/lib/http.ts';
import type { AreaTarget } from '@/shared/book.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { SystemBankField, systemBankPath } from './system-bank-field.tsx';

export const questionTarget = (q: BankQuestion): AreaTarget => ({ type: 'question', questionId: q.id, question: q });

export function QuestionTargetList({ chosenId, onPick }: { chosenId: number | null; onPick: (target: AreaTarget) => void }) {
  const [bankId, setBankId] = useState('');
  const questions = useQuery({
    queryKey: ['book-area-questions', bankId],
    queryFn: ({ signal }) => requestData<BankQuestion[]>(systemBankPath(bankId, 'questions'), { signal }),
    enabled: bankId !== '',
  });
  const list = questions.data ?? [];
  return (
    <div className="space-y-3">
      <SystemBankField bankId={bankId} onChange={setBankId} optionLabel={(b) => `${b.name} (${b.questionCount} câu)`} />
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
