// /library (spec §2 system library): the landing page of the libraries a system administrator manages.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LibraryHomePage } from '@/features/library-home/components/library-home-page.tsx';
import { managesSystemLibrary } from '@/features/library-home/library-cards.ts';

export const Route = createFileRoute('/_app/library/')({
  beforeLoad: ({ context }) => {
    if (!managesSystemLibrary(context.session.grants)) throw redirect({ to: '/' });
  },
  component: LibraryHomeRoute,
});

function LibraryHomeRoute() {
  return <LibraryHomePage grants={Route.useRouteContext().session.grants} />;
}
