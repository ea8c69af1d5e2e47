// GET s/school_groups/:id: one group as its management section shows it (teachers, lock, what the caller may do).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';
import type { SchoolGroupDetail } from '@/shared/schemas/school-group.ts';

/** Under the teaching view's key: invalidating teachingKey(schoolId) after any change refreshes lists and this. */
export const groupAdminKey = (schoolId: number, groupId: number) => [...teachingKey(schoolId), 'group-admin', groupId] as const;

export const groupQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: groupAdminKey(schoolId, groupId),
    queryFn: ({ signal }) => requestData<SchoolGroupDetail>(`s/school_groups/${groupId}`, { school: schoolId, signal }),
  });
