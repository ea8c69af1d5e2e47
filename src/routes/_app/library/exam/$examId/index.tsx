// /library/exam/{examId} (spec §2 system library): one system exam with its parts.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { mayIn } from '@/components/library/library-permissions.ts';
import { ExamPage } from '@/features/exam-library/components/exam-page.tsx';

export const Route = createFileRoute('/_app/library/exam/$examId/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(libraryItemQueryOptions('exam', { level: 'system' }, idOrNotFound(params.examId))),
  component: SystemExamRoute,
});

function SystemExamRoute() {
  const { session } = Route.useRouteContext();
  const examId = idOrNotFound(Route.useParams().examId);
  return (
    <ExamPage
      library={{ level: 'system' }}
      examId={examId}
      canGive={false}
      links={{
        back: '/library/exam',
        backLabel: 'Đề thi hệ thống',
        edit: mayIn(session.grants, 'exam', 'system', 'update') ? `/library/exam/${examId}/edit` : undefined,
        preview: `/library/exam/preview/${examId}`,
      }}
    />
  );
}
