// GET s/v2/missions/student-missions (spec §7, status filter, meta block): the student's missions, of one group or all.
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { MissionPage, MissionStatusFilter, StudentMission } from '@/shared/mission.ts';
import { missionsKey } from './mission-keys.ts';

export interface StudentMissionsQuery {
  schoolId: number;
  userId: number;
  groupId?: number;
  status?: MissionStatusFilter;
  page?: number;
  perPage?: number;
}

export const getStudentMissions = (q: StudentMissionsQuery) =>
  request<MissionPage<StudentMission>>('s/v2/missions/student-missions', {
    school: q.schoolId,
    query: { groupId: q.groupId, status: q.status ?? 'all', page: q.page ?? 1, perPage: q.perPage ?? 50 },
  });

export const studentMissionsQueryOptions = (q: StudentMissionsQuery) =>
  queryOptions({
    queryKey: [...missionsKey(q.schoolId), 'student', q.userId, q.groupId ?? 'all', q.status ?? 'all', q.page ?? 1, q.perPage ?? 50],
    queryFn: () => getStudentMissions(q),
    // Statuses change through the exam player and the outbox, elsewhere: read afresh whenever shown.
    staleTime: 0,
    meta: { offline: true },
  });
