// /library/question/{collectionId} (spec §2 system library): one system bank, its questions and its mini games.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { mayIn } from '@/components/library/library-permissions.ts';
import { BankPage } from '@/features/question-bank/components/bank-page.tsx';
import { BankGames } from '@/features/mini-games/components/bank-games.tsx';

export const Route = createFileRoute('/_app/library/question/$collectionId/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(libraryItemQueryOptions('question', { level: 'system' }, idOrNotFound(params.collectionId))),
  component: SystemBankRoute,
});

function SystemBankRoute() {
  const { session } = Route.useRouteContext();
  const bankId = idOrNotFound(Route.useParams().collectionId);
  const base = `/library/question/${bankId}`;
  return (
    <BankPage
      library={{ level: 'system' }}
      bankId={bankId}
      canEdit={() => mayIn(session.grants, 'question', 'system', 'update')}
      links={{ back: '/library/question', backLabel: 'Ngân hàng câu hỏi hệ thống', add: `${base}/add`, edit: (questionId) => `${base}/edit/${questionId}` }}
      games={(editable) => (
        <BankGames
          library={{ level: 'system' }}
          bankId={bankId}
          editable={editable}
          links={{ play: (id) => `${base}/game/${id}`, edit: (id) => `${base}/game/${id}/edit`, add: (kind) => `${base}/add-mini-game?kind=${kind}` }}
        />
      )}
    />
  );
}
