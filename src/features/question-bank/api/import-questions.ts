// POST …/question_collections/:id/questions/import {questions}: a checked sheet saved all at once (or not at all).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { QuestionInput } from '@/shared/schemas/question.ts';
import { bankPath } from './get-bank-questions.ts';

export function useImportQuestions(library: LibraryRef, bankId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (questions: QuestionInput[]) =>
      requestData<{ imported: number }>(`${bankPath(library, bankId)}/questions/import`, {
        method: 'POST',
        school: librarySchool(library),
        body: { questions },
        timeoutMs: 120_000,
      }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey('question', library) }),
  });
}
