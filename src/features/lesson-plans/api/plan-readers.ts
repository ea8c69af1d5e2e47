// GET, POST and DELETE s/personal/schedules/:id/shared_users(/:userId): the colleagues who may read a personal plan.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export interface PlanReader {
  id: number;
  fullName: string;
}

const key = (schoolId: number, planId: number) => ['plan-readers', schoolId, planId] as const;

export const planReadersQueryOptions = (schoolId: number, planId: number) =>
  queryOptions({
    queryKey: key(schoolId, planId),
    queryFn: ({ signal }) => requestData<PlanReader[]>(`s/personal/schedules/${planId}/shared_users`, { school: schoolId, signal }),
  });

export function usePlanReaders(schoolId: number, planId: number) {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: key(schoolId, planId) });
  const path = (userId: number) => `s/personal/schedules/${planId}/shared_users/${userId}`;
  const add = useMutation({
    mutationFn: (userId: number) => requestData(path(userId), { method: 'POST', school: schoolId }),
    networkMode: 'always',
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (userId: number) => requestData(path(userId), { method: 'DELETE', school: schoolId }),
    networkMode: 'always',
    onSuccess: done,
  });
  return { add, remove };
}
