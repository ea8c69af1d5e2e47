// /{schoolId}/my-learning-group/{id}/{examId}/ket-qua: the result, or that the submission waits to be sent.
import { createFileRoute } from '@tanstack/react-router';
import { ExamResultPage } from '@/features/exams/components/learning/exam-result-page.tsx';
import { examRouteIds } from '@/features/exams/exam-route-params.ts';

export const Route = createFileRoute('/_app/$schoolId/my-learning-group/$id/$examId/ket-qua')({
  beforeLoad: ({ params }) => examRouteIds(params),
  component: ResultRoute,
});

function ResultRoute() {
  const { schoolId, groupId, examId, schoolSession } = Route.useRouteContext();
  const params = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ExamResultPage
      schoolId={schoolId}
      groupId={groupId}
      examId={examId}
      userId={schoolSession.user.id}
      onContinue={() => void navigate({ to: '/$schoolId/my-learning-group/$id/$examId/lam-bai', params })}
    />
  );
}
