// /{schoolId}/school-group/{id}/{examId}/cham-diem: grade the submitted attempts one after another, in the order they
// were submitted (starting at the first waiting for a grade; optionally only those), with previous/next — also the
// [ and ] keys outside a text field. Each attempt's essay and speaking answers are graded, objective questions shown
// with their automatic points.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, backLinkClass } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { groupExamQueryOptions } from '../api/get-group-exam.ts';
import { studentAttemptsQueryOptions } from '../api/get-student-attempts.ts';
import { attemptOwner, firstToGrade, gradingQueue, needsGrading } from '../attempt-status.ts';
import { GRADING_MSG } from '../grading-messages.ts';
import { AttemptGrader } from './attempt-grader.tsx';

export interface GradingPageProps {
  schoolId: number;
  groupId: number;
  examId: number;
  userId: number;
  userExamId: number | undefined;
  /** The queue holds only attempts still waiting for a grade (and the one shown). */
  ungradedOnly: boolean;
  onSelect: (userExamId: number) => void;
  onUngradedOnly: (only: boolean) => void;
}

/** A key typed into a field is text, not a command. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function GradingPage({ schoolId, groupId, examId, userId, userExamId, ungradedOnly, onSelect, onUngradedOnly }: GradingPageProps) {
  // useQuery, not suspense: the page says in place what could not load and offers a retry, keeping the grade typed.
  const exam = useQuery(groupExamQueryOptions(schoolId, groupId, examId));
  const attempts = useQuery(studentAttemptsQueryOptions(schoolId, groupId, examId));
  const all = gradingQueue(attempts.data ?? []);
  const selected = userExamId ?? firstToGrade(all);
  // Filtered, the queue still holds the attempt shown, so grading it does not lose the place.
  const rows = ungradedOnly ? all.filter((r) => needsGrading(r) || r.attempt?.id === selected) : all;
  const index = rows.findIndex((r) => r.attempt?.id === selected);
  const previous = index > 0 ? rows[index - 1]!.attempt!.id : null;
  const next = index >= 0 && index < rows.length - 1 ? rows[index + 1]!.attempt!.id : null;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
      if (e.key === '[' && previous !== null) onSelect(previous);
      if (e.key === ']' && next !== null) onSelect(next);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [previous, next, onSelect]);

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
  if (attempts.isPending) return <PageSpinner />;
  const options = rows.map((r) => ({
    value: r.attempt!.id,
    label: `${attemptOwner(r)} — ${needsGrading(r) ? 'Cần chấm' : 'Đã chấm'}`,
  }));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link
            to="/$schoolId/school-group/$id/$examId"
            params={{ schoolId: String(schoolId), id: String(groupId), examId: String(examId) }}
            className={backLinkClass}
          >
            ← Danh sách bài làm
          </Link>
          <h1 className="text-2xl font-semibold text-slate-900">Chấm bài: {exam.data?.title ?? ''}</h1>
        </div>
        {all.length > 0 && (
          <div className="flex w-full flex-col gap-2 sm:w-auto">
            <div className="flex flex-wrap items-end gap-2">
              <SelectField
                label="Học sinh"
                className="w-full sm:w-80"
                options={options}
                value={selected ?? ''}
                onChange={(e) => onSelect(Number(e.target.value))}
              />
              <Button variant="secondary" disabled={previous === null} aria-keyshortcuts="[" onClick={() => previous !== null && onSelect(previous)}>
                ← Bài trước
              </Button>
              <Button variant="secondary" disabled={next === null} aria-keyshortcuts="]" onClick={() => next !== null && onSelect(next)}>
                Bài tiếp theo →
              </Button>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" className="size-5" checked={ungradedOnly} onChange={(e) => onUngradedOnly(e.target.checked)} />
                Chỉ bài cần chấm
              </label>
              {index >= 0 && (
                <span>
                  Bài {index + 1}/{rows.length} · phím [ và ] để chuyển bài
                </span>
              )}
            </div>
          </div>
        )}
      </div>
      {selected === undefined ? (
        <EmptyState title={ungradedOnly && all.length > 0 ? GRADING_MSG.allGraded : GRADING_MSG.noGradable} />
      ) : (
        <AttemptGrader key={selected} schoolId={schoolId} userId={userId} userExamId={selected} />
      )}
    </div>
  );
}
