// /library/exam/{examId} (spec §2 system library): one system exam with its parts and its mini games.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { mayIn } from '@/components/library/library-permissions.ts';
import { ExamPage } from '@/features/exam-library/components/exam-page.tsx';
import { BankGames } from '@/features/mini-games/components/bank-games.tsx';

export const Route = createFileRoute('/_app/library/exam/$examId/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(libraryItemQueryOptions('exam', { level: 'system' }, idOrNotFound(params.examId))),
  component: SystemExamRoute,
});

function SystemExamRoute() {
  const { session } = Route.useRouteContext();
  const examId = idOrNotFound(Route.useParams().examId);
  const editable = mayIn(session.grants, 'exam', 'system', 'update');
  return (
    <ExamPage
      library={{ level: 'system' }}
      examId={examId}
      canGive={false}
      links={{
        back: '/library/exam',
        backLabel: 'Đề thi hệ thống',
        edit: editable ? `/library/exam/${examId}/edit` : undefined,
        preview: `/library/exam/preview/${examId}`,
      }}
      games={
        <BankGames
          library={{ level: 'system' }}
          bankId={examId}
          owner="exam"
          editable={editable}
          links={{
            edit: (id) => `/library/games/exam/${id}/edit?examId=${examId}`,
            add: (kind) => `/library/games/exam/create?examId=${examId}&kind=${kind}`,
          }}
        />
      }
    />
  );
}
