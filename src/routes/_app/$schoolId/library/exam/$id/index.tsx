// /{schoolId}/library/exam/{id} (spec §2 school library): one exam of the school; its teachers give it to their
// groups or copy it into their own library.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { SchoolExamPage } from '@/features/exam-library/components/school-exam-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/library/exam/$id/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(libraryItemQueryOptions('exam', { level: 'school', schoolId: context.schoolId }, idOrNotFound(params.id))),
  component: SchoolExamRoute,
});

function SchoolExamRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const examId = idOrNotFound(Route.useParams().id);
  const base = `/${schoolId}/library/exam`;
  return (
    <SchoolExamPage
      schoolId={schoolId}
      examId={examId}
      session={schoolSession}
      links={{ back: base, backLabel: 'Đề thi của trường', preview: `${base}/${examId}/preview` }}
    />
  );
}
