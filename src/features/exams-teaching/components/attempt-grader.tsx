// One attempt on the grading page: who, status, score, submission time and late flag, then the grading form.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { userExamQueryOptions } from '../api/get-user-exam.ts';
import { attemptLabel, fullName } from '../attempt-status.ts';
import { GRADING_MSG } from '../grading-messages.ts';
import { useGradeDelivery } from '../use-grade-delivery.ts';
import { AttemptStatusBadge, LateFlag } from './attempt-badges.tsx';
import { GradeFormView } from './grade-form-view.tsx';
import { LateCopies } from './late-copies.tsx';

export interface AttemptGraderProps {
  schoolId: number;
  userId: number;
  userExamId: number;
}

export function AttemptGrader({ schoolId, userId, userExamId }: AttemptGraderProps) {
  // useQuery, not suspense: a panel that cannot load says so in its place while the rest of the page stays.
  const query = useQuery(userExamQueryOptions(schoolId, userExamId));
  const delivery = useGradeDelivery(schoolId, userExamId);
  if (query.isPending) return <PageSpinner />;
  if (query.isError && !query.data) {
    return (
      <EmptyState
        title={GRADING_MSG.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  }
  const result = query.data;
  const label = attemptLabel(result.status, result);
  return (
    <div className="space-y-4">
      <section aria-label="Thông tin bài làm" className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <h2 className="text-lg font-semibold text-slate-900">{fullName(result.student)}</h2>
        <AttemptStatusBadge label={label} />
        {result.late && <LateFlag />}
        <span>
          Điểm: <strong data-testid="attempt-score">{result.score === null ? '—' : formatNumber(result.score, 1)}</strong>/10
        </span>
        <span>Nộp lúc: {formatDateTime(result.submittedAt) || '—'}</span>
        {result.completionComment && <span className="text-slate-600">Nhận xét chung: {result.completionComment}</span>}
      </section>
      <GradeFormView result={result} schoolId={schoolId} userId={userId} delivery={delivery} />
      {result.lateCopies.length > 0 && <LateCopies result={result} />}
    </div>
  );
}
