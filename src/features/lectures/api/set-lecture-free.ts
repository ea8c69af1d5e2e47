// PATCH lectures/:id/free {isFree}: offer an approved system lecture to everyone (the free catalogue), or stop.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export function useSetLectureFree() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isFree }: { id: number; isFree: boolean }) => requestData<unknown>(`lectures/${id}/free`, { method: 'PATCH', body: { isFree } }),
    networkMode: 'always',
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: ['library', 'lecture', 'system'] }), qc.invalidateQueries({ queryKey: ['lectures', 'free'] })]);
    },
  });
}
