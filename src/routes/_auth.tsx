// The auth layout route: /login, /forgot-password, /new-password. A signed-in user opening /login is sent on to
// ?redirect (or home) instead of seeing the form again.
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AuthLayout } from '@/components/layouts/auth-layout.tsx';
import { sessionQueryOptions } from '@/lib/queries/session.ts';
import { safeRedirect } from '@/features/auth/lib/start-session.ts';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';

export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context, location }) => {
    if (location.pathname !== '/login' || !readKey(STORAGE_KEYS.accessToken)) return;
    // A failing session check (server down) must not lock the user out of the login form.
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions(null)).catch(() => null);
    if (session) {
      const target = (location.search as { redirect?: unknown }).redirect;
      throw redirect({ href: safeRedirect(target), replace: true });
    }
  },
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
