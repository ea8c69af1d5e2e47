// /editor/{id} (spec §2): the slide editor of a lecture. The deck opens from this device's unsent copy when there is
// one (edits made offline or not yet delivered), else from the server.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { LectureEditorPage } from '@/features/lectures/components/lecture-editor-page.tsx';

export const Route = createFileRoute('/_slide/editor/$id/')({
  // Loaded with the route: the deck's unsent copy lives in IndexedDB, whose engine stays out of the app's first load.
  loader: async ({ context, params }) =>
    (await import('@/features/lectures/api/open-lecture-deck.ts')).openLectureDeck(context.queryClient, context.session.user.id, idOrNotFound(params.id)),
  // The editor's state lives in the page; a revisit must open what the outbox holds now, not a cached loader answer.
  staleTime: 0,
  gcTime: 0,
  component: EditorRoute,
});

function EditorRoute() {
  const { detail, deck } = Route.useLoaderData();
  const { session } = Route.useRouteContext();
  return <LectureEditorPage key={detail.id} detail={detail} deck={deck} userId={session.user.id} />;
}
