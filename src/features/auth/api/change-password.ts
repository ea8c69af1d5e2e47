// PATCH current_user/change_password (spec §7): the server revokes every token of the user and returns a fresh one,
// which replaces the stored token so this device stays signed in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setOutboxAuthLazy as setOutboxAuth } from '@/offline/outbox-auth-lazy.ts';
import type { SessionData } from '@/shared/session.ts';
import { requestData } from '@/lib/http.ts';
import { signInHeaders } from '@/lib/sign-in-id.ts';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  passwordConfirmation: string;
}

export const changePassword = (input: ChangePasswordInput) =>
  requestData<{ accessToken: string }>('current_user/change_password', { method: 'PATCH', body: input, headers: signInHeaders() });

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    networkMode: 'always',
    onSuccess: ({ accessToken }) => {
      writeKey(STORAGE_KEYS.accessToken, accessToken);
      // Every old token is revoked: queued work must go out with the new one.
      const userId = queryClient.getQueryData<SessionData | null>(['session', 'root'])?.user.id;
      if (userId) void setOutboxAuth(userId, accessToken).catch(() => undefined);
    },
  });
};
