// /{schoolId}/my-learning-group/{id}: the group and its exams (title, duration, questions, when it opens or closes,
// status or score of the latest attempt, or that the score waits to be released, and the attempts made). A
// notification may open it with ?type=…; the section of that type gets the focus when the page has it.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import type { LearningExam } from '@/shared/exam.ts';
import { learningGroupQueryOptions } from '../../api/get-learning-group.ts';
import { groupExamsQueryOptions } from '../../api/get-group-exams.ts';
import { formatScore } from '../../exam-format.ts';
import { formatDuration } from '@/lib/format.ts';
import { RESULTS_WAITING, attemptsText, windowState, windowText } from '@/lib/exam-schedule.ts';

export type GroupSection = 'mission' | 'comment' | 'speakingResult';

function status(exam: LearningExam): string {
  const made = attemptsText(exam.attemptCount, exam.maxAttempts);
  return [attemptStatus(exam), made].filter(Boolean).join(' · ');
}

function attemptStatus(exam: LearningExam): string {
  const a = exam.attempt;
  if (!a) return [windowState(exam) === 'open' ? 'Chưa làm' : null, windowText(exam)].filter(Boolean).join(' · ');
  if (a.status === 'in_progress') return 'Đang làm';
  if (!exam.resultsVisible) return `Đã nộp · ${RESULTS_WAITING}`;
  if (a.score === null) return 'Đã nộp';
  return `${formatScore(a.score)}/10${a.isFullyMarked ? '' : ' · chờ chấm tự luận'}`;
}

export function GroupExamsPage({ schoolId, groupId, section }: { schoolId: number; groupId: number; section?: GroupSection }) {
  const group = useSuspenseQuery(learningGroupQueryOptions(schoolId, groupId));
  const exams = useSuspenseQuery(groupExamsQueryOptions(schoolId, groupId));
  useEffect(() => {
    // A section of the page is a heading with id `section-<type>`; only sections the page really has are focused
    // (missions, comments and speaking results join this page with their features).
    if (!section) return;
    const heading = document.getElementById(`section-${section}`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, [section]);

  const g = group.data;
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{g.name}</h1>
        <p className="text-sm text-slate-600">
          {[g.subject?.name, g.grade?.name, g.teachers.map((t) => `${t.last_name} ${t.first_name}`).join(', ')].filter(Boolean).join(' · ')}
        </p>
      </header>
      <section aria-labelledby="group-exams" className="space-y-3">
        <h2 id="group-exams" className="text-lg font-semibold text-slate-900">
          Bài thi
        </h2>
        {exams.data.length === 0 ? (
          <EmptyState title="Nhóm chưa có bài thi nào" />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {exams.data.map((e) => (
              <li key={e.id}>
                <Link
                  to="/$schoolId/my-learning-group/$id/$examId"
                  params={{ schoolId: String(schoolId), id: String(groupId), examId: String(e.id) }}
                  className="block min-h-24 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-400 hover:shadow-sm"
                >
                  <p className="font-semibold text-slate-900">{e.title}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    {formatDuration(e.duration)} · {e.questionCount} câu hỏi
                  </p>
                  <p className="mt-2 text-sm font-medium text-brand-800">{status(e)}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
