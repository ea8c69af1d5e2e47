// /{schoolId}/library/question/{collectionId} (spec §2 school library): one school bank, its questions and its mini games;
// editable by those with the permission and by its author until it is approved.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { mayIn } from '@/components/library/library-permissions.ts';
import { BankPage } from '@/features/question-bank/components/bank-page.tsx';
import { BankGames } from '@/features/mini-games/components/bank-games.tsx';

export const Route = createFileRoute('/_app/$schoolId/library/question/$collectionId')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      libraryItemQueryOptions('question', { level: 'school', schoolId: context.schoolId }, idOrNotFound(params.collectionId)),
    ),
  component: SchoolBankRoute,
});

function SchoolBankRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const bankId = idOrNotFound(Route.useParams().collectionId);
  const grants = schoolSession.grants;
  const base = `/${schoolId}/library/question`;
  return (
    <BankPage
      library={{ level: 'school', schoolId }}
      bankId={bankId}
      canEdit={(bank) =>
        mayIn(grants, 'question', 'school', 'update') ||
        (bank.owner?.id === schoolSession.user.id && bank.status !== 'approved' && mayIn(grants, 'question', 'school', 'create'))
      }
      links={{
        back: base,
        backLabel: 'Ngân hàng câu hỏi của trường',
        add: `${base}/edit?collectionId=${bankId}`,
        edit: (questionId) => `${base}/edit/${questionId}?collectionId=${bankId}`,
      }}
      share={(bank) => (
        <LibraryShareMenu kind="question" schoolId={schoolId} item={bank} allowed={{ copyFromSchool: mayIn(grants, 'question', 'personal', 'create') }} />
      )}
      games={(editable) => (
        <BankGames
          library={{ level: 'school', schoolId }}
          bankId={bankId}
          editable={editable}
          links={{
            play: (id) => `${base}/game/${id}?collectionId=${bankId}`,
            edit: (id) => `${base}/game/${id}/edit?collectionId=${bankId}`,
            add: (kind) => `${base}/game/edit?collectionId=${bankId}&kind=${kind}`,
          }}
        />
      )}
    />
  );
}
