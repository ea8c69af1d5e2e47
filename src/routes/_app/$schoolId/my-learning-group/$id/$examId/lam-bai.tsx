// /{schoolId}/my-learning-group/{id}/{examId}/lam-bai: taking the exam (online or from the device's copy);
// ?attempt=N starts the student's Nth attempt ("Làm lại").
import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '@/lib/route-ids.ts';
import { ExamTakingPage } from '@/features/exams/components/learning/exam-taking-page.tsx';
import { examRouteIds } from '@/features/exams/exam-route-params.ts';
import { ExamSlotsProvider } from '@/features/exams/exam-slots.tsx';
import { EXAM_SLOTS } from '@/routes/-exam-slots.tsx';

export const Route = createFileRoute('/_app/$schoolId/my-learning-group/$id/$examId/lam-bai')({
  validateSearch: (search: Record<string, unknown>): { attempt?: number } => ({ attempt: parseId(search.attempt) ?? undefined }),
  beforeLoad: ({ params }) => examRouteIds(params),
  component: TakingRoute,
});

function TakingRoute() {
  const { schoolId, groupId, examId, schoolSession } = Route.useRouteContext();
  const params = Route.useParams();
  const { attempt } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExamSlotsProvider value={EXAM_SLOTS}>
      <ExamTakingPage
        schoolId={schoolId}
        groupId={groupId}
        examId={examId}
        userId={schoolSession.user.id}
        attempt={attempt}
        onShowResult={() => void navigate({ to: '/$schoolId/my-learning-group/$id/$examId/ket-qua', params, replace: true })}
      />
    </ExamSlotsProvider>
  );
}
