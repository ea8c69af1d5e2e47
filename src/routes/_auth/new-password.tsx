// /new-password?token=…: the link from the reset mail. The token is checked first; a bad one offers a new mail.
import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '@/features/auth/components/new-password-page.tsx';

export const Route = createFileRoute('/_auth/new-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
  }),
  component: NewPasswordRoute,
});

function NewPasswordRoute() {
  const { token } = Route.useSearch();
  return <NewPasswordPage token={token ?? ''} />;
}
