// The student's home, exams: those of every group not yet submitted and not closed (one left half-done first, then
// the open ones closing soonest, then those opening later), each with its closing or opening time, and the latest
// results of the last two weeks — "chờ công bố" until the results are released, "chờ chấm" while an essay or a
// recording waits for the teacher. Each row opens the exam (or its result) in one tap.
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HomePanel, homeRowLink } from '@/components/home-panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDuration, formatNumber } from '@/lib/format.ts';
import { RESULTS_WAITING, windowState, windowText } from '@/lib/exam-schedule.ts';
import type { LearningExam, LearningGroup } from '@/shared/exam.ts';
import { groupExamsQueryOptions } from '../api/get-group-exams.ts';
import { learningGroupsQueryOptions } from '../api/get-learning-groups.ts';

const RESULTS_SHOWN_MS = 14 * 24 * 60 * 60 * 1000;
const SHOWN = 5;

type Row = { group: LearningGroup; exam: LearningExam };

export function HomeExams({ schoolId }: { schoolId: number }) {
  // useQuery, not suspense: one panel of the home must not hold up or fail the others.
  const groups = useQuery(learningGroupsQueryOptions(schoolId));
  const perGroup = useQueries({ queries: (groups.data ?? []).map((g) => groupExamsQueryOptions(schoolId, g.id)) });
  const rows: Row[] = (groups.data ?? []).flatMap((group, i) => (perGroup[i]?.data ?? []).map((exam) => ({ group, exam })));
  const now = Date.now();
  const rank = ({ exam }: Row) => (exam.attempt ? 0 : windowState(exam, now) === 'open' ? 1 : 2);
  const closing = ({ exam }: Row) => (exam.closesAt ? Date.parse(exam.closesAt) : Infinity);
  const open = rows
    .filter(({ exam }) => exam.attempt?.status === 'in_progress' || (exam.attempt === null && windowState(exam, now) !== 'closed'))
    .sort((a, b) => rank(a) - rank(b) || closing(a) - closing(b) || Date.parse(b.exam.assignedAt) - Date.parse(a.exam.assignedAt))
    .slice(0, SHOWN);
  const since = Date.now() - RESULTS_SHOWN_MS;
  const submittedAt = (r: Row) => Date.parse(r.exam.attempt?.submittedAt ?? r.exam.attempt?.deadline ?? '');
  const results = rows
    .filter((r) => r.exam.attempt !== null && r.exam.attempt.status !== 'in_progress' && submittedAt(r) >= since)
    .sort((a, b) => submittedAt(b) - submittedAt(a))
    .slice(0, SHOWN);
  const loading = (!groups.data && !groups.isError) || perGroup.some((q) => !q.data && !q.isError);
  const failed = (!groups.data && groups.isError) || (rows.length === 0 && perGroup.some((q) => q.isError));
  const state = {
    loading: loading && !failed,
    failed,
    onRetry: () => {
      void groups.refetch();
      perGroup.forEach((q) => void q.refetch());
    },
  };
  const link = (r: Row, to: 'intro' | 'result') =>
    ({
      to: to === 'intro' ? '/$schoolId/my-learning-group/$id/$examId' : '/$schoolId/my-learning-group/$id/$examId/ket-qua',
      params: { schoolId: String(schoolId), id: String(r.group.id), examId: String(r.exam.id) },
    }) as const;

  return (
    <>
      <HomePanel title="Bài thi đang mở" {...state} isEmpty={open.length === 0} empty="Không có bài thi nào đang chờ em.">
        {open.map((r) => (
          <li key={`${r.group.id}-${r.exam.id}`}>
            <Link {...link(r, 'intro')} className={homeRowLink}>
              <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {r.exam.title}
                {r.exam.attempt && <Badge tone="info">Đang làm dở</Badge>}
                {!r.exam.attempt && windowState(r.exam, now) === 'upcoming' && <Badge tone="neutral">Sắp mở</Badge>}
              </span>
              <span className="text-sm text-slate-600">
                {[r.group.name, formatDuration(r.exam.duration), `${r.exam.questionCount} câu`, r.exam.attempt ? null : windowText(r.exam, now)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </Link>
          </li>
        ))}
      </HomePanel>
      <HomePanel title="Điểm bài thi" {...state} isEmpty={results.length === 0} empty="Chưa có bài thi nào nộp trong hai tuần qua.">
        {results.map((r) => (
          <li key={`${r.group.id}-${r.exam.id}`}>
            <Link {...link(r, 'result')} className={homeRowLink}>
              <span className="flex flex-wrap items-center justify-between gap-2 font-medium text-slate-900">
                {r.exam.title}
                {!r.exam.resultsVisible ? (
                  <Badge tone="warning">{RESULTS_WAITING}</Badge>
                ) : r.exam.attempt!.isFullyMarked ? (
                  <span className="text-brand-700">{formatNumber(r.exam.attempt!.score, 1)}/10</span>
                ) : (
                  <Badge tone="warning">Chờ chấm</Badge>
                )}
              </span>
              <span className="text-sm text-slate-600">{r.group.name}</span>
            </Link>
          </li>
        ))}
      </HomePanel>
    </>
  );
}
