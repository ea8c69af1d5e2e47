// DELETE …/questions/:questionId and POST …/questions/reorder {ids}: removing and moving a bank's questions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';
import { bankPath, bankQuestionsKey } from './get-bank-questions.ts';

export function useDeleteQuestion(library: LibraryRef, bankId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      requestData<{ id: number }>(`${bankPath(library, bankId)}/questions/${id}`, { method: 'DELETE', school: librarySchool(library) }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey('question', library) }),
  });
}

export function useReorderQuestions(library: LibraryRef, bankId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      requestData<BankQuestion[]>(`${bankPath(library, bankId)}/questions/reorder`, { method: 'POST', school: librarySchool(library), body: { ids } }),
    networkMode: 'always',
    // The new order shows at once (a dragged question must not jump back while the server answers); a refusal puts
    // the old order back.
    onMutate: (ids) => {
      const key = bankQuestionsKey(library, bankId);
      const before = qc.getQueryData<BankQuestion[]>(key);
      if (before)
        qc.setQueryData(
          key,
          ids.flatMap((id) => before.filter((q) => q.id === id)),
        );
      return { before };
    },
    onError: (_e, _ids, context) => {
      if (context?.before) qc.setQueryData(bankQuestionsKey(library, bankId), context.before);
    },
    onSuccess: (questions) => qc.setQueryData(bankQuestionsKey(library, bankId), questions),
  });
}
