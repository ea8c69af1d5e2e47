// /library/games/{library}/{id}/edit?collectionId= (spec §2 system library): a mini game of another library of the
// system, edited where it lives — a question bank's ({library} = question); any other name is not found.
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { idOrNotFound, parseId } from '@/lib/route-ids.ts';

export const Route = createFileRoute('/_app/library/games/$library/$id/edit')({
  beforeLoad: ({ params, search }) => {
    const collectionId = parseId((search as Record<string, unknown>).collectionId);
    if (params.library !== 'question' || collectionId === null) throw notFound();
    throw redirect({
      to: '/library/question/$collectionId/game/{-$gameId}/edit',
      params: { collectionId: String(collectionId), gameId: String(idOrNotFound(params.id)) },
      search: { kind: 'matching' },
      replace: true,
    });
  },
});
