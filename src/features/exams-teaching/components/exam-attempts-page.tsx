// /{schoolId}/school-group/{id}/{examId}: the exam's window and results policy in the group, and every student of the
// group with the attempt's status, score, submission time, a 'Nộp muộn' flag for late-synced attempts, and a link
// to grade.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass, backLinkClass } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import type { StudentAttempt } from '@/shared/exam.ts';
import { groupExamQueryOptions } from '../api/get-group-exam.ts';
import { studentAttemptsQueryOptions } from '../api/get-student-attempts.ts';
import { attemptLabel, attemptOwner, eachAttempt, fullName, isGradable, needsGrading } from '../attempt-status.ts';
import { GRADING_MSG } from '../grading-messages.ts';
import { AttemptStatusBadge, LateFlag } from './attempt-badges.tsx';
import { ExamScheduleCard } from './exam-schedule-card.tsx';
import { TaskPanel } from '@/components/task-panel.tsx';
import { QuestionStatistics } from './question-statistics.tsx';

export interface ExamAttemptsPageProps {
  schoolId: number;
  groupId: number;
  examId: number;
}

export function ExamAttemptsPage({ schoolId, groupId, examId }: ExamAttemptsPageProps) {
  // useQuery, not suspense: the page says in place what could not load and offers a retry.
  const exam = useQuery(groupExamQueryOptions(schoolId, groupId, examId));
  const attempts = useQuery(studentAttemptsQueryOptions(schoolId, groupId, examId));
  const params = { schoolId: String(schoolId), id: String(groupId), examId: String(examId) };
  const n = (x: number) => formatNumber(x);
  const e = exam.data;

  const columns: Column<StudentAttempt>[] = [
    { key: 'index', header: 'STT', className: 'w-14', cell: (_, i) => i + 1 },
    {
      key: 'name',
      header: 'Họ và tên',
      cell: (r) => (
        <div>
          <p className="font-medium text-slate-900">{fullName(r.student)}</p>
          <p className="text-xs text-slate-500">{r.student.email}</p>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Trạng thái',
      cell: (r) => (
        <div className="flex flex-wrap gap-1">
          <AttemptStatusBadge label={attemptLabel(r.status, r.attempt)} />
          {r.attempt?.late && <LateFlag />}
          {r.attempts.length > 1 && r.attempt && (
            <span className="text-xs text-slate-600">
              Làm {r.attempts.length} lần, tính lần {r.attempt.number}
            </span>
          )}
        </div>
      ),
    },
    { key: 'score', header: 'Điểm', cell: (r) => (r.attempt?.score === null || !r.attempt ? '—' : formatNumber(r.attempt.score, 1)) },
    { key: 'submittedAt', header: 'Nộp lúc', cell: (r) => formatDateTime(r.attempt?.submittedAt) || '—' },
    {
      key: 'actions',
      header: <span className="sr-only">Thao tác</span>,
      className: 'whitespace-nowrap text-right',
      cell: (r) => (
        <div className="flex flex-wrap justify-end gap-2">
          {eachAttempt([r])
            .filter(isGradable)
            .map((a) => (
              <Link
                key={a.attempt!.id}
                to="/$schoolId/school-group/$id/$examId/cham-diem"
                params={params}
                search={{ userExamId: a.attempt!.id }}
                aria-label={`${needsGrading(a) ? 'Chấm bài' : 'Xem bài'} ${attemptOwner(a)}`}
                className={buttonClass(needsGrading(a) ? 'primary' : 'secondary', 'sm')}
              >
                {needsGrading(a) ? 'Chấm bài' : 'Xem bài'}
                {r.attempts.length > 1 && ` lần ${a.attempt!.number}`}
              </Link>
            ))}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div>
        <Link to="/$schoolId/school-group/$id" params={params} className={backLinkClass}>
          ← Đề thi của nhóm
        </Link>
        <h1 className="text-2xl font-semibold text-slate-900">{e?.title ?? 'Đề thi'}</h1>
        {e && (
          <p className="text-sm text-slate-500">
            {n(Math.round(e.duration / 60))} phút · {n(e.questionCount)} câu · Đã nộp {n(e.submittedCount)}/{n(e.studentCount)} · Cần chấm {n(e.toGradeCount)} ·{' '}
            {GRADING_MSG.late} {n(e.lateCount)}
          </p>
        )}
      </div>
      {e && <ExamScheduleCard schoolId={schoolId} groupId={groupId} exam={e} />}
      {e && <TaskPanel schoolId={schoolId} kind="exam-results-export" params={{ groupId, examId }} title="Xuất kết quả ra Excel" startLabel="Xuất Excel" />}
      {attempts.isError && !attempts.data ? (
        <EmptyState
          title={GRADING_MSG.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void attempts.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : (
        <Table
          caption="Bài làm của học sinh"
          columns={columns}
          rows={attempts.data ?? []}
          rowKey={(r) => r.student.id}
          loading={attempts.isPending}
          empty="Nhóm chưa có học sinh nào"
        />
      )}
      <QuestionStatistics schoolId={schoolId} groupId={groupId} examId={examId} />
    </div>
  );
}
