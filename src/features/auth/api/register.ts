// POST registrations (spec §7): creates a teacher account with no school yet and signs it in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { LoginData } from '@/shared/session.ts';
import { startSession } from '../lib/start-session.ts';

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  password: string;
  passwordConfirmation: string;
}

export const register = ({ phone, ...input }: RegisterInput) =>
  requestData<LoginData>('registrations', { method: 'POST', body: phone ? { ...input, phone } : input });

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    networkMode: 'always',
    onSuccess: (data) => startSession(queryClient, data),
  });
}
