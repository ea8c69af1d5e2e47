// /editor/{id}/preview_free (spec §2): a free lecture presented full screen to anyone, signed in or not, at ?slide=N.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound, parseId } from '@/lib/route-ids.ts';
import { freeDeckQueryOptions } from '@/features/lectures/api/get-free-lectures.ts';
import { LecturePresenter } from '@/features/lectures/components/lecture-presenter.tsx';

export const Route = createFileRoute('/_open/editor/$id/preview_free')({
  validateSearch: (search: Record<string, unknown>): { slide?: number } => ({ slide: parseId(search.slide) ?? undefined }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(freeDeckQueryOptions(idOrNotFound(params.id))),
  shouldReload: ({ cause }) => cause === 'enter',
  component: PreviewFreeRoute,
});

function PreviewFreeRoute() {
  const detail = Route.useLoaderData();
  const { slide } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LecturePresenter
      title={detail.name}
      deck={detail.deck}
      start={(slide ?? 1) - 1}
      onSlide={(i) => void navigate({ search: { slide: i + 1 }, replace: true })}
      exitTo="/free-resources/lectures"
    />
  );
}
