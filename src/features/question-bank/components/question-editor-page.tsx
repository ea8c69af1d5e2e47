// The page around the question editor (…/question/add, …/edit/{questionId}): which bank, back link, and the editor
// holding the question (a question that is not in the bank is the not-found page).
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, notFound } from '@tanstack/react-router';
import { backLinkClass } from '@/components/ui/button.tsx';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import type { QuestionCollection } from '@/shared/question-bank.ts';
import { bankQuestionsQueryOptions } from '../api/get-bank-questions.ts';
import { QuestionEditorForm } from '@/components/question-editor/question-editor-form.tsx';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { useSaveQuestion } from '../api/save-question.ts';

export interface QuestionEditorPageProps {
  library: LibraryRef;
  bankId: number;
  questionId: number | null;
  bankHref: string;
  onDone: () => void;
}

export function QuestionEditorPage({ library, bankId, questionId, bankHref, onDone }: QuestionEditorPageProps) {
  const { data: bank } = useSuspenseQuery(libraryItemQueryOptions<QuestionCollection>('question', library, bankId));
  const { data: questions } = useSuspenseQuery(bankQuestionsQueryOptions(library, bankId));
  const save = useSaveQuestion(library, bankId);
  const question = questionId === null ? null : (questions.find((q) => q.id === questionId) ?? null);
  if (questionId !== null && !question) throw notFound();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link to={bankHref} className={backLinkClass}>
        ← {bank.name}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">{question ? 'Sửa câu hỏi' : 'Thêm câu hỏi'}</h1>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <QuestionEditorForm
          key={questionId ?? 'new'}
          question={question}
          onCancel={onDone}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: question?.id, input });
            toast.success(question ? MSG.updated : MSG.created);
            onDone();
          }}
        />
      </div>
    </div>
  );
}
