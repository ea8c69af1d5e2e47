// /login: the sign-in form, or the registration form with ?tab=register; both go on to ?redirect (or home).
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page.tsx';

export interface LoginSearch {
  redirect?: string;
  tab?: 'register';
}

export const Route = createFileRoute('/_auth/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    tab: search.tab === 'register' ? 'register' : undefined,
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, tab } = Route.useSearch();
  return <LoginPage redirect={redirect} tab={tab} />;
}
