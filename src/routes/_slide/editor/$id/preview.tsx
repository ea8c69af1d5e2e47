// /editor/{id}/preview (spec §2): the lecture presented full screen, opened at ?slide=N (1-based).
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { idOrNotFound, parseId } from '@/lib/route-ids.ts';
import { lectureDeckQueryOptions, loadLectureDeck } from '@/features/lectures/api/get-lecture-deck.ts';
import { unsentDeck } from '@/features/lectures/api/queue-deck-save.ts';
import { LecturePresenter } from '@/features/lectures/components/lecture-presenter.tsx';
import { lectureListPath } from '@/features/lectures/lecture-paths.ts';

export const Route = createFileRoute('/_slide/editor/$id/preview')({
  validateSearch: (search: Record<string, unknown>): { slide?: number } => ({ slide: parseId(search.slide) ?? undefined }),
  loader: async ({ context, params }) => {
    const id = idOrNotFound(params.id);
    const [, unsent] = await Promise.all([loadLectureDeck(context.queryClient, id), unsentDeck(context.session.user.id, id)]);
    return { unsent };
  },
  staleTime: 0,
  gcTime: 0,
  component: PreviewRoute,
});

function PreviewRoute() {
  const { id } = Route.useParams();
  const { slide } = Route.useSearch();
  const { unsent } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(lectureDeckQueryOptions(idOrNotFound(id)));
  return (
    <LecturePresenter
      title={data.name}
      deck={unsent ?? data.deck}
      start={(slide ?? 1) - 1}
      onSlide={(i) => void navigate({ search: { slide: i + 1 }, replace: true })}
      exitTo={data.canEdit ? `/editor/${data.id}` : lectureListPath(data)}
    />
  );
}
