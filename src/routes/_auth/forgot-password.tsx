// /forgot-password: asks for a reset mail (GET passwords/new?email).
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';

export const Route = createFileRoute('/_auth/forgot-password')({
  component: ForgotPasswordForm,
});
