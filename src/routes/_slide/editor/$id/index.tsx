// /editor/{id} (spec §2): the slide editor of a lecture. The deck opens from this device's unsent copy when there is
// one (edits made offline or not yet delivered), else from the server.
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { lectureDeckQueryOptions, loadLectureDeck } from '@/features/lectures/api/get-lecture-deck.ts';
import { unsentDeck } from '@/features/lectures/api/queue-deck-save.ts';
import { LectureEditorPage } from '@/features/lectures/components/lecture-editor-page.tsx';

export const Route = createFileRoute('/_slide/editor/$id/')({
  loader: async ({ context, params }) => {
    const id = idOrNotFound(params.id);
    const [, unsent] = await Promise.all([loadLectureDeck(context.queryClient, id), unsentDeck(context.session.user.id, id)]);
    return { unsent };
  },
  // The editor's state lives in the page; a revisit must open what the outbox holds now, not a cached loader answer.
  staleTime: 0,
  gcTime: 0,
  component: EditorRoute,
});

function EditorRoute() {
  const { id } = Route.useParams();
  const { unsent } = Route.useLoaderData();
  const { session } = Route.useRouteContext();
  const { data } = useSuspenseQuery(lectureDeckQueryOptions(idOrNotFound(id)));
  return <LectureEditorPage key={data.id} detail={data} deck={unsent ?? data.deck} userId={session.user.id} />;
}
