// /{schoolId}/person-library/question/{collectionId} (spec §2): one of the teacher's own banks, its questions and its mini games.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { mayIn, shareAllowance } from '@/components/library/library-permissions.ts';
import { BankPage } from '@/features/question-bank/components/bank-page.tsx';
import { BankGames } from '@/features/mini-games/components/bank-games.tsx';

export const Route = createFileRoute('/_app/$schoolId/person-library/question/$collectionId')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      libraryItemQueryOptions('question', { level: 'personal', schoolId: context.schoolId }, idOrNotFound(params.collectionId)),
    ),
  component: PersonalBankRoute,
});

function PersonalBankRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const bankId = idOrNotFound(Route.useParams().collectionId);
  const grants = schoolSession.grants;
  const base = `/${schoolId}/person-library/question`;
  return (
    <BankPage
      library={{ level: 'personal', schoolId }}
      bankId={bankId}
      canEdit={() => mayIn(grants, 'question', 'personal', 'update')}
      links={{
        back: base,
        backLabel: 'Ngân hàng câu hỏi của tôi',
        add: `${base}/add?collectionId=${bankId}`,
        edit: (questionId) => `${base}/edit/${questionId}?collectionId=${bankId}`,
      }}
      share={(bank) => <LibraryShareMenu kind="question" schoolId={schoolId} item={bank} allowed={shareAllowance(grants, 'question', 'personal')} />}
      games={(editable) => (
        <BankGames
          library={{ level: 'personal', schoolId }}
          bankId={bankId}
          editable={editable}
          links={{
            play: (id) => `${base}/game/${id}?collectionId=${bankId}`,
            edit: (id) => `${base}/game/${id}/edit?collectionId=${bankId}`,
            add: (kind) => `${base}/add-mini-game?collectionId=${bankId}&kind=${kind}`,
          }}
        />
      )}
    />
  );
}
