// DELETE s/announcements/:id: the author removes their own announcement (online).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { announcementsKey } from './get-announcements.ts';

export function useDeleteAnnouncement(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestData<{ id: number }>(`s/announcements/${id}`, { method: 'DELETE', school: schoolId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: announcementsKey(schoolId) }),
  });
}
