// POST /s/system_experiments/{id}/copy: a system experiment copied into the caller's own library (the same package).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export function useCopySystemExperiment(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestData<{ id: number }>(`s/system_experiments/${id}/copy`, { method: 'POST', school: schoolId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['library', 'experiment'] }),
  });
}
