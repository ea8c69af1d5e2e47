// /profiles/{id?}: the signed-in user's personal information. The API has no endpoint to read another user's
// profile, so any other id (or none) shows the user's own page at its canonical address.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ProfilePage } from '@/features/profile/components/profile-page.tsx';

export const Route = createFileRoute('/_app/profiles/{-$id}')({
  beforeLoad: ({ context, params }) => {
    const ownId = context.session.user.id;
    if (params.id !== String(ownId)) {
      throw redirect({ to: '/profiles/{-$id}', params: { id: String(ownId) }, replace: true });
    }
  },
  component: ProfilePage,
});
