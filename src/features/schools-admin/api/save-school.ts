// POST schools (a new school, its default roles and its first administrator, who is mailed a set-password link when
// the account is new) and PATCH schools/:id (everything but the administrator).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { SchoolCreateOutput, SchoolUpdateOutput } from '@/shared/schemas/school.ts';
import type { SchoolDetail } from './get-school.ts';

export function useSaveSchool(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchoolCreateOutput | SchoolUpdateOutput) =>
      requestData<SchoolDetail>(id === null ? 'schools' : `schools/${id}`, { method: id === null ? 'POST' : 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['schools'] }),
  });
}
