// DELETE s/stem_topics/:id: the topic leaves the library and every group it was given to.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { stemKey } from './get-stem-topics.ts';

export function useDeleteStemTopic(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestData<{ id: number }>(`s/stem_topics/${id}`, { method: 'DELETE', school: schoolId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: stemKey(schoolId) }),
  });
}
