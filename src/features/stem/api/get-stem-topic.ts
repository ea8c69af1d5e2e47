// GET s/stem_topics/:id: one topic whole. Kept for offline use: a student who opened it once reads it again in class
// without a network.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { StemTopic } from '@/shared/stem.ts';
import { stemKey } from './get-stem-topics.ts';

export const stemTopicQueryOptions = (schoolId: number, id: number) =>
  queryOptions({
    queryKey: [...stemKey(schoolId), 'detail', id],
    queryFn: ({ signal }) => requestData<StemTopic>(`s/stem_topics/${id}`, { school: schoolId, signal }),
    meta: { offline: true },
  });
