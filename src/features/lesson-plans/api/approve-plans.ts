// POST s/schedules/approve {ids, roleId}: school plans approved for one school role's members (null: everyone who
// reads the school's plans).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey } from '@/components/library/library-ref.ts';

export function useApprovePlans(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, roleId }: { ids: number[]; roleId: number | null }) =>
      requestData<{ changed: number }>('s/schedules/approve', { method: 'POST', school: schoolId, body: { ids, roleId } }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey('schedule', { level: 'school', schoolId }) }),
  });
}
