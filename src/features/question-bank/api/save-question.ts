// POST …/question_collections/:id/questions and PUT …/questions/:questionId: a question with its answer key
// (questionSchema); the bank's list and counts refresh after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';
import type { QuestionInput } from '@/shared/schemas/question.ts';
import { bankPath } from './get-bank-questions.ts';

export function useSaveQuestion(library: LibraryRef, bankId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: QuestionInput }) =>
      requestData<BankQuestion>(id ? `${bankPath(library, bankId)}/questions/${id}` : `${bankPath(library, bankId)}/questions`, {
        method: id ? 'PUT' : 'POST',
        school: librarySchool(library),
        body: input,
      }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey('question', library) }),
  });
}
