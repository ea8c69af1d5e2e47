// /library/games/{library}/create?collectionId=&kind= (spec §2 system library): a new mini game from another library
// of the system. The libraries with games are the question banks ({library} = question: the bank's own add-mini-game
// route) and the exams (their own route, /library/games/exam); any other name is not found.
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { parseId } from '@/lib/route-ids.ts';
import { asGameKind } from '@/shared/mini-game.ts';

export const Route = createFileRoute('/_app/library/games/$library/create')({
  beforeLoad: ({ params, search }) => {
    const s = search as Record<string, unknown>;
    const collectionId = parseId(s.collectionId);
    if (params.library !== 'question' || collectionId === null) throw notFound();
    throw redirect({
      to: '/library/question/$collectionId/add-mini-game',
      params: { collectionId: String(collectionId) },
      search: { kind: asGameKind(s.kind) },
      replace: true,
    });
  },
});
