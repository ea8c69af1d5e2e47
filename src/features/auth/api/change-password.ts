// PATCH current_user/change_password (spec §7): the server revokes every token of the user and returns a fresh one,
// which replaces the stored token so this device stays signed in.
import { useMutation } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  passwordConfirmation: string;
}

export const changePassword = (input: ChangePasswordInput) =>
  requestData<{ accessToken: string }>('current_user/change_password', { method: 'PATCH', body: input });

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    networkMode: 'always',
    onSuccess: ({ accessToken }) => writeKey(STORAGE_KEYS.accessToken, accessToken),
  });
