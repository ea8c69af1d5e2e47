// The layout of the public pages (spec §2: /free-resources/books and /lectures): open to everyone. A signed-in visitor
// sees them inside the app (menu, header), anyone else under the guest header with "Đăng nhập".
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/queries/session.ts';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';
import { AppLayout } from '@/features/shell/components/app-layout.tsx';
import { GuestLayout } from '@/components/layouts/guest-layout.tsx';
import { SLOTS } from './-layout-slots.tsx';

export const Route = createFileRoute('/_public')({
  beforeLoad: async ({ context }) => {
    // A visitor without a token never asks for a session; a signed-in one gets the app's layout (null: signed out).
    if (readKey(STORAGE_KEYS.accessToken)) await context.queryClient.ensureQueryData(sessionQueryOptions(null)).catch(() => null);
  },
  component: PublicLayout,
});

function PublicLayout() {
  const session = useQuery(sessionQueryOptions(null)).data;
  if (session) return <AppLayout slots={SLOTS} />;
  return (
    <GuestLayout>
      <Outlet />
    </GuestLayout>
  );
}
