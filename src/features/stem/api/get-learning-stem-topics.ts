// GET s/personal/learning_groups/:id/stem_topics: the STEM topics a student's group was given. Kept for offline use,
// as the group's other lists are.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { LearningStemTopic } from '@/shared/stem.ts';
import { stemKey } from './get-stem-topics.ts';

export const learningStemTopicsQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: [...stemKey(schoolId), 'learning', groupId],
    queryFn: ({ signal }) => requestData<LearningStemTopic[]>(`s/personal/learning_groups/${groupId}/stem_topics`, { school: schoolId, signal }),
    meta: { offline: true },
  });
