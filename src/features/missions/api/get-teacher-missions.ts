// GET s/v2/missions/teacher-missions (spec §7, status filter, meta block) and GET s/teacher-missions/:id.
import { queryOptions } from '@tanstack/react-query';
import { request, requestData } from '@/lib/http.ts';
import type { MissionPage, MissionStatusFilter, TeacherMission, TeacherMissionDetail } from '@/shared/mission.ts';
import { missionsKey } from './mission-keys.ts';

export interface TeacherMissionsQuery {
  schoolId: number;
  status: MissionStatusFilter;
  page: number;
  perPage?: number;
  groupId?: number;
}

export const teacherMissionsQueryOptions = (q: TeacherMissionsQuery) =>
  queryOptions({
    queryKey: [...missionsKey(q.schoolId), 'teacher', q.status, q.page, q.perPage ?? 12, q.groupId ?? 'all'],
    queryFn: ({ signal }) =>
      request<MissionPage<TeacherMission>>('s/v2/missions/teacher-missions', {
        school: q.schoolId,
        signal,
        query: { status: q.status, page: q.page, perPage: q.perPage ?? 12, groupId: q.groupId },
      }),
    // Students' work changes the counts at any time: read afresh whenever shown.
    staleTime: 0,
  });

export const teacherMissionQueryOptions = (schoolId: number, missionId: number) =>
  queryOptions({
    queryKey: [...missionsKey(schoolId), 'teacher-detail', missionId],
    queryFn: ({ signal }) => requestData<TeacherMissionDetail>(`s/teacher-missions/${missionId}`, { school: schoolId, signal }),
    staleTime: 0,
  });
