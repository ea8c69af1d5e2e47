// PATCH …/question_collections/:id/active | inactive (spec §4 active/inactive toggles).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import { bankPath } from './get-bank-questions.ts';

export function useSetBankActive(library: LibraryRef, bankId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      requestData<{ isActive: boolean }>(`${bankPath(library, bankId)}/${active ? 'active' : 'inactive'}`, { method: 'PATCH', school: librarySchool(library) }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey('question', library) }),
  });
}
