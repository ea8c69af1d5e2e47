// GET s/school_groups/:groupId/gradebook: the group's students × exams and missions (shared/gradebook.ts).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';
import type { Gradebook } from '@/shared/gradebook.ts';

export const gradebookQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: [...teachingKey(schoolId), 'group', groupId, 'gradebook'],
    queryFn: ({ signal }) => requestData<Gradebook>(`s/school_groups/${groupId}/gradebook`, { school: schoolId, signal }),
  });
