// GET school_groups/:id/invitation: what the join page shows (the group, its school and teachers, where the caller
// stands). Sent without a school: the visitor may belong to another school, or to none yet.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { GroupInvitation } from '@/shared/schemas/group-join.ts';

export const invitationKey = (groupId: number) => ['group-join', 'invitation', groupId] as const;

export const invitationQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: invitationKey(groupId),
    queryFn: ({ signal }) => requestData<GroupInvitation>(`school_groups/${groupId}/invitation`, { signal }),
    // The answer changes when a teacher decides: a visit always asks again.
    staleTime: 0,
    retry: false,
  });
