// DELETE s/elsa/speaking_histories/:id: removes a result; the list drops it and its total goes down by one at once
// (spec §4 list changes), and the device copy of the recording goes too.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { removeRecordingByServerId } from '@/offline/recordings.ts';
import { historiesKey } from './get-speaking-histories.ts';
import type { Paginated, SpeakingHistory } from './speaking-types.ts';

export const deleteSpeakingHistory = (schoolId: number, id: number) =>
  requestData<{ id: number }>(`s/elsa/speaking_histories/${id}`, { method: 'DELETE', school: schoolId });

/** A cached page without the row, and its total lowered by one. */
export function withoutRow(page: Paginated<SpeakingHistory> | undefined, id: number): Paginated<SpeakingHistory> | undefined {
  if (!page || !page.data.some((r) => r.id === id)) return page;
  return {
    data: page.data.filter((r) => r.id !== id),
    pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) },
  };
}

export function useDeleteSpeakingHistory(schoolId: number, userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSpeakingHistory(schoolId, id),
    networkMode: 'always',
    onSuccess: async (_data, id) => {
      for (const [key, page] of qc.getQueriesData<Paginated<SpeakingHistory>>({ queryKey: historiesKey(schoolId) })) {
        qc.setQueryData(key as QueryKey, withoutRow(page, id));
      }
      await removeRecordingByServerId(userId, id).catch(() => undefined);
    },
  });
}
