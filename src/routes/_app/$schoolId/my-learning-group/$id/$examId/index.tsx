// /{schoolId}/my-learning-group/{id}/{examId}: the exam's intro (start, continue or see the result).
import { createFileRoute } from '@tanstack/react-router';
import { ExamIntroPage } from '@/features/exams/components/learning/exam-intro-page.tsx';
import { examRouteIds } from '@/features/exams/exam-route-params.ts';

export const Route = createFileRoute('/_app/$schoolId/my-learning-group/$id/$examId/')({
  beforeLoad: ({ params }) => examRouteIds(params),
  component: IntroRoute,
});

function IntroRoute() {
  const { schoolId, groupId, examId, schoolSession } = Route.useRouteContext();
  return <ExamIntroPage schoolId={schoolId} groupId={groupId} examId={examId} userId={schoolSession.user.id} />;
}
