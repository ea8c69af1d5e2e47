// /{schoolId}/library/exam/shared/{id} (spec §2 school library, §4 review): an exam a teacher shared to the school,
// as its reviewers see it — approve it, or reject it with a reason the author is told.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { SchoolExamPage } from '@/features/exam-library/components/school-exam-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/library/exam/shared/$id/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(libraryItemQueryOptions('exam', { level: 'school', schoolId: context.schoolId }, idOrNotFound(params.id))),
  component: SharedExamRoute,
});

function SharedExamRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const examId = idOrNotFound(Route.useParams().id);
  const base = `/${schoolId}/library/exam`;
  return (
    <SchoolExamPage
      schoolId={schoolId}
      examId={examId}
      session={schoolSession}
      review
      links={{ back: `${base}?status=pending`, backLabel: 'Đề thi chờ duyệt', preview: `${base}/shared/${examId}/preview` }}
    />
  );
}
