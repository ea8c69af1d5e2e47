// /{schoolId}/library/exam/category/{categoryId}/{examId}/edit (spec §2 school library): the exam editor on a school
// exam, for those who edit the school's exams (school_exam.update; the server checks the same).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { mayIn } from '@/components/library/library-permissions.ts';
import { ExistingExamEditor } from '@/features/exam-library/components/existing-exam-editor.tsx';
import { loadExamForEditing } from '@/features/exam-library/api/exam-structure.ts';

export const Route = createFileRoute('/_app/$schoolId/library/exam/category/$categoryId/$examId/edit')({
  beforeLoad: ({ context, params }) => {
    if (!mayIn(context.schoolSession.grants, 'exam', 'school', 'update'))
      throw redirect({ to: '/$schoolId/library/exam/category/$categoryId/$examId', params });
  },
  loader: ({ context, params }) => loadExamForEditing(context.queryClient, { level: 'school', schoolId: context.schoolId }, idOrNotFound(params.examId)),
  component: EditSchoolExamRoute,
});

function EditSchoolExamRoute() {
  const { schoolId } = Route.useRouteContext();
  const params = Route.useParams();
  const examId = idOrNotFound(params.examId);
  const examHref = `/${schoolId}/library/exam/category/${idOrNotFound(params.categoryId)}/${examId}`;
  return <ExistingExamEditor library={{ level: 'school', schoolId }} examId={examId} examHref={examHref} />;
}
