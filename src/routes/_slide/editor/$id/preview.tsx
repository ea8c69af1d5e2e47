// /editor/{id}/preview (spec §2): the lecture presented full screen, opened at ?slide=N (1-based); ?back= is where
// "Thoát" returns (the class that gave it), else the editor or the lecture's library. It can be downloaded from here
// for use without a network.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound, parseId } from '@/lib/route-ids.ts';
import { LecturePresenter } from '@/features/lectures/components/lecture-presenter.tsx';
import { lectureListPath } from '@/features/lectures/lecture-paths.ts';
import { DownloadButton } from '@/components/downloads/download-button.tsx';

/** Only a path of this app: never another site (an open redirect). */
const appPath = (v: unknown) => (typeof v === 'string' && /^\/(?![/\\])/.test(v) ? v : undefined);

export const Route = createFileRoute('/_slide/editor/$id/preview')({
  validateSearch: (search: Record<string, unknown>): { slide?: number; back?: string } => ({
    slide: parseId(search.slide) ?? undefined,
    back: appPath(search.back),
  }),
  // Loaded with the route: the deck's unsent copy lives in IndexedDB, whose engine stays out of the app's first load.
  loader: async ({ context, params }) =>
    (await import('@/features/lectures/api/open-lecture-deck.ts')).openLectureDeck(context.queryClient, context.session.user.id, idOrNotFound(params.id)),
  // Loaded on entering only: turning a page changes the address (?slide=) and must not fetch the deck again.
  shouldReload: ({ cause }) => cause === 'enter',
  gcTime: 0,
  component: PreviewRoute,
});

function PreviewRoute() {
  const { detail, deck } = Route.useLoaderData();
  const { session } = Route.useRouteContext();
  const { slide, back } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LecturePresenter
      title={detail.name}
      deck={deck}
      start={(slide ?? 1) - 1}
      onSlide={(i) => void navigate({ search: (prev) => ({ ...prev, slide: i + 1 }), replace: true })}
      exitTo={back ?? (detail.canEdit ? `/editor/${detail.id}` : lectureListPath(detail))}
      toolbarExtra={<DownloadButton userId={session.user.id} kind="lecture" id={detail.id} title={detail.name} tone="light" />}
    />
  );
}
