// POST sessions (spec §7): email + password → the session and a new token. A wrong pair is a 422 on `password`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { signInHeaders } from '@/lib/sign-in-id.ts';
import type { LoginData } from '@/shared/session.ts';
import { startSession } from '../lib/start-session.ts';

export interface LoginInput {
  email: string;
  password: string;
}

export const login = (input: LoginInput) => requestData<LoginData>('sessions', { method: 'POST', body: input, headers: signInHeaders() });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Sign-in only makes sense online: never park it as a paused mutation.
    networkMode: 'always',
    onSuccess: (data) => startSession(queryClient, data),
  });
}
