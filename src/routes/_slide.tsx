// The slide layout (spec §2 "Layouts"): the editor and the presentation fill the screen, without the header or the
// menu. Signed-in only; no menu check (spec §6: a path containing "editor" is open to every signed-in user; the
// server decides who may open which lecture).
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '@/lib/queries/session.ts';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';
import { SlideLayout } from '@/components/layouts/slide-layout.tsx';

export const Route = createFileRoute('/_slide')({
  beforeLoad: async ({ context, location }) => {
    if (!readKey(STORAGE_KEYS.accessToken)) throw redirect({ to: '/login', search: { redirect: location.href } });
    const session = await context.queryClient.ensureQueryData({ ...sessionQueryOptions(null), revalidateIfStale: true });
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { session };
  },
  component: () => (
    <SlideLayout>
      <Outlet />
    </SlideLayout>
  ),
});
