// POST s/v2/missions (spec §7): gives a mission to a group; the lists are refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { TeacherMission } from '@/shared/mission.ts';
import type { CreateMissionInput } from '@/shared/schemas/mission.ts';
import { missionsKey } from './mission-keys.ts';

export const createMission = (schoolId: number, body: CreateMissionInput) =>
  requestData<TeacherMission>('s/v2/missions', { method: 'POST', school: schoolId, body });

export function useCreateMission(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMissionInput) => createMission(schoolId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: missionsKey(schoolId) }),
  });
}
