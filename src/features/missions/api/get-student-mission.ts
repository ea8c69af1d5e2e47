// GET s/student-missions/:id: one mission with the student's submission and the lectures to read (kept in the offline read cache).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { StudentMissionDetail } from '@/shared/mission.ts';
import { missionsKey } from './mission-keys.ts';

export const getStudentMission = (schoolId: number, missionId: number) =>
  requestData<StudentMissionDetail>(`s/student-missions/${missionId}`, { school: schoolId });

export const studentMissionQueryOptions = (schoolId: number, userId: number, missionId: number) =>
  queryOptions({
    queryKey: [...missionsKey(schoolId), 'student-detail', userId, missionId],
    queryFn: () => getStudentMission(schoolId, missionId),
    // Statuses change through the exam player and the outbox, elsewhere: read afresh whenever shown.
    staleTime: 0,
    meta: { offline: true },
  });
