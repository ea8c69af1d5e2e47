// GET passwords/new?email (spec §7): asks for a reset mail. The answer is the same whether the email exists or not.
import { useMutation } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export interface ForgotPasswordInput {
  email: string;
}

export const requestPasswordReset = ({ email }: ForgotPasswordInput) => requestData<{ message: string }>('passwords/new', { query: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset, networkMode: 'always' });
