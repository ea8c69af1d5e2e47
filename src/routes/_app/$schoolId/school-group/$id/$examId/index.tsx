// /{schoolId}/school-group/{id}/{examId}: the students' attempts at one exam of the group.
import { createFileRoute } from '@tanstack/react-router';
import { groupExamQueryOptions } from '@/features/exams-teaching/api/get-group-exam.ts';
import { studentAttemptsQueryOptions } from '@/features/exams-teaching/api/get-student-attempts.ts';
import { ExamAttemptsPage } from '@/features/exams-teaching/components/exam-attempts-page.tsx';
import { idOrNotFound } from '@/lib/route-ids.ts';

export const Route = createFileRoute('/_app/$schoolId/school-group/$id/$examId/')({
  staticData: { crumb: 'Bài làm của học sinh' },
  beforeLoad: ({ params }) => ({ groupId: idOrNotFound(params.id), examId: idOrNotFound(params.examId) }),
  loader: ({ context: { queryClient, schoolId, groupId, examId } }) =>
    Promise.all([
      queryClient.ensureQueryData(groupExamQueryOptions(schoolId, groupId, examId)),
      queryClient.ensureQueryData(studentAttemptsQueryOptions(schoolId, groupId, examId)),
    ]),
  component: ExamAttemptsRoute,
});

function ExamAttemptsRoute() {
  const { schoolId, groupId, examId } = Route.useRouteContext();
  return <ExamAttemptsPage schoolId={schoolId} groupId={groupId} examId={examId} />;
}
