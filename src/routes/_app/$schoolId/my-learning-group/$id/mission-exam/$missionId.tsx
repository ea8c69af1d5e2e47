// /{schoolId}/my-learning-group/{id}/mission-exam/{missionId}: a mission's exam in the exam player (?task= picks the
// exam task, ?view=result shows its result), online or from the device's copy — the player's own pages, given the
// mission so the attempt is the mission's.
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import * as v from 'valibot';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ExamResultPage } from '@/features/exams/components/learning/exam-result-page.tsx';
import { ExamTakingPage } from '@/features/exams/components/learning/exam-taking-page.tsx';
import { useMissionExamTask } from '@/features/missions/use-mission-exam-task.ts';
import { parseId } from '@/lib/route-ids.ts';
import { ExamSlotsProvider } from '@/features/exams/exam-slots.tsx';
import { EXAM_SLOTS } from '@/routes/-exam-slots.tsx';

const searchSchema = v.object({
  task: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  view: v.fallback(v.optional(v.picklist(['take', 'result']), 'take'), 'take'),
});

export const Route = createFileRoute('/_app/$schoolId/my-learning-group/$id/mission-exam/$missionId')({
  staticData: { crumb: 'Bài kiểm tra của nhiệm vụ' },
  validateSearch: (search) => v.parse(searchSchema, search),
  beforeLoad: ({ params }) => {
    const groupId = parseId(params.id);
    const missionId = parseId(params.missionId);
    if (groupId === null || missionId === null) throw notFound();
    return { groupId, missionId };
  },
  component: MissionExamRoute,
});

function MissionExamRoute() {
  const { schoolId, groupId, missionId, schoolSession } = Route.useRouteContext();
  const { task: taskId, view } = Route.useSearch();
  const navigate = Route.useNavigate();
  const userId = schoolSession.user.id;
  const opened = useMissionExamTask(schoolId, userId, missionId, taskId);
  if (opened.state === 'loading') return <PageSpinner />;
  if (opened.state === 'error') return <ErrorAlert className="mx-auto max-w-xl">{opened.message}</ErrorAlert>;
  const { mission, task, result } = opened;
  const exam = { schoolId, groupId, examId: task.examId!, userId };
  const show = (next: 'take' | 'result') => void navigate({ search: { task: task.id, view: next }, replace: next === 'result' });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Nhiệm vụ: <strong>{mission.title}</strong> ·{' '}
        <Link
          to="/$schoolId/my-learning-group/$id"
          params={{ schoolId: String(schoolId), id: String(groupId) }}
          search={{ type: 'mission' }}
          className="text-brand-700 hover:underline"
        >
          Về danh sách nhiệm vụ
        </Link>
      </p>
      {view === 'result' ? (
        <ExamResultPage {...exam} mission={{ missionId, userExamId: result?.userExamId ?? null }} onContinue={() => show('take')} />
      ) : (
        <ExamSlotsProvider value={EXAM_SLOTS}>
          <ExamTakingPage {...exam} mission={{ missionId, taskId: task.id }} onShowResult={() => show('result')} />
        </ExamSlotsProvider>
      )}
    </div>
  );
}
