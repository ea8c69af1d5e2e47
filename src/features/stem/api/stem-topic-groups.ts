// GET/POST s/stem_topics/:id/groups and DELETE …/groups/:groupId: the groups that have a topic, those the teacher may
// still give it to, giving and taking back. Each write answers the new state, which replaces the cached one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { StemTopicGroups } from '@/shared/stem.ts';
import { stemKey } from './get-stem-topics.ts';

const groupsKey = (schoolId: number, id: number) => [...stemKey(schoolId), 'groups', id] as const;

export const stemTopicGroupsQueryOptions = (schoolId: number, id: number) =>
  queryOptions({
    queryKey: groupsKey(schoolId, id),
    queryFn: ({ signal }) => requestData<StemTopicGroups>(`s/stem_topics/${id}/groups`, { school: schoolId, signal }),
  });

export function useGiveStemTopic(schoolId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, give }: { groupId: number; give: boolean }) =>
      requestData<StemTopicGroups>(give ? `s/stem_topics/${id}/groups` : `s/stem_topics/${id}/groups/${groupId}`, {
        method: give ? 'POST' : 'DELETE',
        school: schoolId,
        body: give ? { groupId } : undefined,
      }),
    onSuccess: (groups) => qc.setQueryData(groupsKey(schoolId, id), groups),
  });
}
