// POST s/stem_topics and PATCH s/stem_topics/:id: the whole topic each time; every STEM read of the school is then
// asked again (lists, the topic).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { StemTopicValues } from '@/shared/schemas/stem.ts';
import type { StemTopic } from '@/shared/stem.ts';
import { stemKey } from './get-stem-topics.ts';

export function useSaveStemTopic(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: StemTopicValues }) =>
      requestData<StemTopic>(id ? `s/stem_topics/${id}` : 's/stem_topics', { method: id ? 'PATCH' : 'POST', school: schoolId, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: stemKey(schoolId) }),
  });
}
