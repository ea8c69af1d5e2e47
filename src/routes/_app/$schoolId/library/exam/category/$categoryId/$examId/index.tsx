// /{schoolId}/library/exam/category/{categoryId}/{examId} (spec §2 school library): a school exam opened from its
// category; those who edit the school's exams may open the editor.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { SchoolExamPage } from '@/features/exam-library/components/school-exam-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/library/exam/category/$categoryId/$examId/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(libraryItemQueryOptions('exam', { level: 'school', schoolId: context.schoolId }, idOrNotFound(params.examId))),
  component: CategoryExamRoute,
});

function CategoryExamRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const params = Route.useParams();
  const examId = idOrNotFound(params.examId);
  const base = `/${schoolId}/library/exam/category/${idOrNotFound(params.categoryId)}`;
  return (
    <SchoolExamPage
      schoolId={schoolId}
      examId={examId}
      session={schoolSession}
      links={{ back: base, backLabel: 'Đề thi của danh mục', preview: `/${schoolId}/library/exam/${examId}/preview`, edit: `${base}/${examId}/edit` }}
    />
  );
}
