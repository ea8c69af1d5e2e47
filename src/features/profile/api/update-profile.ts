// PATCH current_user (spec §7): the user edits their own name, phone, gender and birthday. Every cached session
// (root and per school) carries the user, so all of them are updated in place (and persisted with the read cache).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { CurrentUser, SessionData } from '@/shared/session.ts';

export interface UpdateProfileInput {
  first_name: string;
  last_name: string;
  phone?: string | null;
  gender?: number | null;
  birthday?: string | null;
}

export const updateProfile = (input: UpdateProfileInput) => requestData<CurrentUser>('current_user', { method: 'PATCH', body: input });

function storeUser(queryClient: QueryClient, user: CurrentUser) {
  for (const [key, session] of queryClient.getQueriesData<SessionData | null>({ queryKey: ['session'] })) {
    if (!session) continue;
    // The school-specific role fields stay those of the cached session: PATCH answers for the root context.
    const next = { ...session, user: { ...session.user, ...user, schoolRoleId: session.user.schoolRoleId, schoolRole: session.user.schoolRole } };
    queryClient.setQueryData(key, next);
  }
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    networkMode: 'always',
    onSuccess: (user) => storeUser(queryClient, user),
  });
}
