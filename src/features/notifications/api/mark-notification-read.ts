// PUT notification/user/read-marking (spec §7): one notification (?notificationRequestId) or all (?applyAll=true).
// The cache is updated first so the badge drops at once; a failure puts the server's truth back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { notificationsKey, type NotificationPage } from './get-notifications.ts';
import { markAllRead, markOneRead } from '../notification-utils.ts';

export type MarkReadInput = { id: number } | { all: true };

export function markNotificationRead(input: MarkReadInput, schoolId: number | null) {
  return requestData<{ unReadNotification: number }>('notification/user/read-marking', {
    method: 'PUT',
    query: 'all' in input ? { applyAll: true } : { notificationRequestId: input.id },
    school: schoolId ?? undefined,
  });
}

export function useMarkNotificationRead(schoolId: number | null) {
  const queryClient = useQueryClient();
  const key = notificationsKey(schoolId);
  return useMutation({
    mutationFn: (input: MarkReadInput) => markNotificationRead(input, schoolId),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPage>(key);
      if (previous) {
        const now = new Date().toISOString();
        queryClient.setQueryData<NotificationPage>(key, 'all' in input ? markAllRead(previous, now) : markOneRead(previous, input.id, now));
      }
      return { previous };
    },
    onError: (_e, _input, ctx) => {
      if (ctx?.previous) queryClient.setQueryData(key, ctx.previous);
    },
    onSuccess: (res) => {
      queryClient.setQueryData<NotificationPage>(key, (old) => (old ? { ...old, unReadNotification: Math.max(0, res.unReadNotification) } : old));
    },
  });
}
