// PATCH schools/:id/active and /inactive (its members are refused with 423 while it is off), /contract_extension
// (a later last day) and DELETE schools/:id (only a school holding nothing but its administrators).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export type SchoolAction = { action: 'active' | 'inactive' | 'delete' } | { action: 'contract_extension'; expiresAt: string };

export function useSchoolAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: SchoolAction) =>
      a.action === 'delete'
        ? requestData<{ id: number }>(`schools/${id}`, { method: 'DELETE' })
        : requestData(`schools/${id}/${a.action}`, { method: 'PATCH', body: a.action === 'contract_extension' ? { expiresAt: a.expiresAt } : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['schools'] }),
  });
}
