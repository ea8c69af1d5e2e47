// DELETE s/v2/missions/:id (spec §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { missionsKey } from './mission-keys.ts';

export function useDeleteMission(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (missionId: number) => requestData<{ id: number }>(`s/v2/missions/${missionId}`, { method: 'DELETE', school: schoolId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: missionsKey(schoolId) }),
  });
}
