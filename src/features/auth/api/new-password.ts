// The reset link (spec §7): GET passwords/new?token checks it, POST passwords sets the new password.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export const checkResetToken = (token: string) => requestData<{ email: string }>('passwords/new', { query: { token } });

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', token],
    queryFn: () => checkResetToken(token),
    retry: false,
    staleTime: Infinity,
  });

export interface NewPasswordInput {
  password: string;
  passwordConfirmation: string;
}

export const resetPassword = (input: NewPasswordInput & { token: string }) => requestData<{ ok: true }>('passwords', { method: 'POST', body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, networkMode: 'always' });
