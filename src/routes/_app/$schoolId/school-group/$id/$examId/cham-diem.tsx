// /{schoolId}/school-group/{id}/{examId}/cham-diem?userExamId=&ungraded=1: grading essay and speaking answers of one exam,
// one attempt after another.
import { createFileRoute } from '@tanstack/react-router';
import { groupExamQueryOptions } from '@/features/exams-teaching/api/get-group-exam.ts';
import { studentAttemptsQueryOptions } from '@/features/exams-teaching/api/get-student-attempts.ts';
import { GradingPage } from '@/features/exams-teaching/components/grading-page.tsx';
import { parseGradingSearch } from '@/features/exams-teaching/route-params.ts';
import { idOrNotFound } from '@/lib/route-ids.ts';

export const Route = createFileRoute('/_app/$schoolId/school-group/$id/$examId/cham-diem')({
  validateSearch: parseGradingSearch,
  staticData: { crumb: 'Chấm bài' },
  beforeLoad: ({ params }) => ({ groupId: idOrNotFound(params.id), examId: idOrNotFound(params.examId) }),
  loader: ({ context: { queryClient, schoolId, groupId, examId } }) =>
    Promise.all([
      queryClient.ensureQueryData(groupExamQueryOptions(schoolId, groupId, examId)),
      queryClient.ensureQueryData(studentAttemptsQueryOptions(schoolId, groupId, examId)),
    ]),
  component: GradingRoute,
});

function GradingRoute() {
  const { schoolId, groupId, examId, schoolSession } = Route.useRouteContext();
  const { userExamId, ungraded } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <GradingPage
      schoolId={schoolId}
      groupId={groupId}
      examId={examId}
      userId={schoolSession.user.id}
      userExamId={userExamId}
      ungradedOnly={ungraded === true}
      onSelect={(id) => void navigate({ search: (s) => ({ ...s, userExamId: id }), replace: true })}
      onUngradedOnly={(only) => void navigate({ search: (s) => ({ ...s, ungraded: only || undefined }), replace: true })}
    />
  );
}
