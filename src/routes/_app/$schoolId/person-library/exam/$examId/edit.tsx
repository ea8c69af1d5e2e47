// /{schoolId}/person-library/exam/{examId}/edit (spec §2 personal library): the exam editor on one of the teacher's
// exams (a new exam is /add).
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { ExistingExamEditor } from '@/features/exam-library/components/existing-exam-editor.tsx';
import { loadExamForEditing } from '@/features/exam-library/api/exam-structure.ts';

export const Route = createFileRoute('/_app/$schoolId/person-library/exam/$examId/edit')({
  loader: ({ context, params }) => loadExamForEditing(context.queryClient, { level: 'personal', schoolId: context.schoolId }, idOrNotFound(params.examId)),
  component: EditExamRoute,
});

function EditExamRoute() {
  const { schoolId } = Route.useRouteContext();
  const examId = idOrNotFound(Route.useParams().examId);
  return <ExistingExamEditor library={{ level: 'personal', schoolId }} examId={examId} examHref={`/${schoolId}/person-library/exam/${examId}`} />;
}
