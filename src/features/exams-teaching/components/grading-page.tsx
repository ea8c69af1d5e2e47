// /{schoolId}/school-group/{id}/{examId}/cham-diem: choose a submitted attempt (those waiting for a grade first) and
// grade its essay and speaking answers; objective questions are shown with their automatic points.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { groupExamQueryOptions } from '../api/get-group-exam.ts';
import { studentAttemptsQueryOptions } from '../api/get-student-attempts.ts';
import { fullName, needsGrading, pickerOrder } from '../attempt-status.ts';
import { GRADING_MSG } from '../grading-messages.ts';
import { AttemptGrader } from './attempt-grader.tsx';

export interface GradingPageProps {
  schoolId: number;
  groupId: number;
  examId: number;
  userId: number;
  userExamId: number | undefined;
  onSelect: (userExamId: number) => void;
}

export function GradingPage({ schoolId, groupId, examId, userId, userExamId, onSelect }: GradingPageProps) {
  // useQuery, not suspense: the page says in place what could not load and offers a retry, keeping the grade typed.
  const exam = useQuery(groupExamQueryOptions(schoolId, groupId, examId));
  const attempts = useQuery(studentAttemptsQueryOptions(schoolId, groupId, examId));
  if (attempts.isPending) return <PageSpinner />;
  if (attempts.isError && !attempts.data) {
    return (
      <EmptyState
        title={GRADING_MSG.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void attempts.refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  }
  const rows = pickerOrder(attempts.data);
  const selected = userExamId ?? rows[0]?.attempt?.id;
  const options = rows.map((r) => ({
    value: r.attempt!.id,
    label: `${fullName(r.student)} — ${needsGrading(r) ? 'Cần chấm' : 'Đã chấm'}`,
  }));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link
            to="/$schoolId/school-group/$id/$examId"
            params={{ schoolId: String(schoolId), id: String(groupId), examId: String(examId) }}
            className="text-sm text-brand-700 hover:underline"
          >
            ← Danh sách bài làm
          </Link>
          <h1 className="text-2xl font-semibold text-slate-900">Chấm bài: {exam.data?.title ?? ''}</h1>
        </div>
        {rows.length > 0 && (
          <SelectField
            label="Học sinh"
            className="w-full sm:w-80"
            options={options}
            value={selected ?? ''}
            onChange={(e) => onSelect(Number(e.target.value))}
          />
        )}
      </div>
      {selected === undefined ? (
        <EmptyState title={GRADING_MSG.noGradable} />
      ) : (
        <AttemptGrader key={selected} schoolId={schoolId} userId={userId} userExamId={selected} />
      )}
    </div>
  );
}
