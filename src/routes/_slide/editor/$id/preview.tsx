// /editor/{id}/preview (spec §2): the lecture presented full screen, opened at ?slide=N (1-based).
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound, parseId } from '@/lib/route-ids.ts';
import { openLectureDeck } from '@/features/lectures/api/open-lecture-deck.ts';
import { LecturePresenter } from '@/features/lectures/components/lecture-presenter.tsx';
import { lectureListPath } from '@/features/lectures/lecture-paths.ts';

export const Route = createFileRoute('/_slide/editor/$id/preview')({
  validateSearch: (search: Record<string, unknown>): { slide?: number } => ({ slide: parseId(search.slide) ?? undefined }),
  loader: ({ context, params }) => openLectureDeck(context.queryClient, context.session.user.id, idOrNotFound(params.id)),
  // Loaded on entering only: turning a page changes the address (?slide=) and must not fetch the deck again.
  shouldReload: ({ cause }) => cause === 'enter',
  gcTime: 0,
  component: PreviewRoute,
});

function PreviewRoute() {
  const { detail, deck } = Route.useLoaderData();
  const { slide } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LecturePresenter
      title={detail.name}
      deck={deck}
      start={(slide ?? 1) - 1}
      onSlide={(i) => void navigate({ search: { slide: i + 1 }, replace: true })}
      exitTo={detail.canEdit ? `/editor/${detail.id}` : lectureListPath(detail)}
    />
  );
}
