// GET {level}/question_collections/:id/questions (spec §7 questions): a bank's questions in order, with answer keys.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey, libraryPath, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';

export const bankPath = (library: LibraryRef, bankId: number) => `${libraryPath(library, 'question_collections')}/${bankId}`;
export const bankQuestionsKey = (library: LibraryRef, bankId: number) => [...libraryKey('question', library), 'questions', bankId] as const;

export const bankQuestionsQueryOptions = (library: LibraryRef, bankId: number) =>
  queryOptions({
    queryKey: bankQuestionsKey(library, bankId),
    queryFn: ({ signal }) => requestData<BankQuestion[]>(`${bankPath(library, bankId)}/questions`, { school: librarySchool(library), signal }),
  });
