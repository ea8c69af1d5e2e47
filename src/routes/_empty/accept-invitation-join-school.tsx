// /accept-invitation-join-school?code=…: the link of an invitation mail. Signing in comes first (and brings the user
// back here); then the invitation is accepted once and the user lands on /success-join-school.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AcceptInvitation } from '@/features/join-school/components/accept-invitation.tsx';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';

export const Route = createFileRoute('/_empty/accept-invitation-join-school')({
  // The spec's invitation code defaults to empty (§5 "Other").
  validateSearch: (search: Record<string, unknown>): { code: string } => ({
    code: typeof search.code === 'string' ? search.code : typeof search.code === 'number' ? String(search.code) : '',
  }),
  beforeLoad: ({ location }) => {
    if (!readKey(STORAGE_KEYS.accessToken)) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: AcceptInvitationRoute,
});

function AcceptInvitationRoute() {
  const { code } = Route.useSearch();
  return <AcceptInvitation code={code} />;
}
