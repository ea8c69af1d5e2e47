// GET s/students/statistics and s/teachers/statistics: the school's figures shown above each list.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { MemberStatistics } from '@/shared/member-list.ts';
import { MEMBER_PATHS, type MemberKind } from './get-members.ts';

export const memberStatisticsQueryOptions = (schoolId: number, kind: MemberKind) =>
  queryOptions({
    // Under ['members', schoolId, kind], so a change to the members (a lock, an import) refreshes the figures too.
    queryKey: ['members', schoolId, kind, 'statistics'],
    queryFn: ({ signal }) => requestData<MemberStatistics>(`${MEMBER_PATHS[kind]}/statistics`, { school: schoolId, signal }),
    staleTime: 60_000,
  });
