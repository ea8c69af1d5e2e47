// The exam's questions as the class answered them: per question the share with full points and the average, and for
// choice questions a bar per option (the correct one marked), so the teacher sees which question misled the class.
// A question fewer than half got right is flagged.
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatNumber } from '@/lib/format.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { optionLetter } from '@/shared/question-bank.ts';
import type { QuestionStatistic } from '@/shared/exam.ts';
import { examStatisticsQueryOptions } from '../api/get-exam-statistics.ts';

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
const MISLEADING = 50;

function Question({ q, submitted }: { q: QuestionStatistic; submitted: number }) {
  const share = percent(q.correct, q.answered);
  const gradedAll = q.ungraded === 0;
  const flagged = gradedAll && q.answered > 0 && share < MISLEADING;
  return (
    <li className={`rounded-lg border p-3 ${flagged ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 font-medium text-slate-900">
          Câu {q.number}. <span className="font-normal text-slate-700">{q.text.length > 140 ? `${q.text.slice(0, 140)}…` : q.text}</span>
        </p>
        <p className="text-sm text-slate-700">
          {gradedAll ? (
            <>
              Đúng <strong>{share}%</strong> ({q.correct}/{q.answered}) · Điểm TB {q.averagePoint === null ? '—' : formatNumber(q.averagePoint, 2)}/
              {formatNumber(q.allocatedPoint)}
            </>
          ) : (
            <>Còn {q.ungraded} bài chờ chấm</>
          )}
          {q.answered < submitted && <> · {submitted - q.answered} bỏ trống</>}
        </p>
      </div>
      {flagged && <p className="mt-1 text-sm font-medium text-amber-900">Nhiều học sinh trả lời sai câu này</p>}
      {q.options && (
        <ul className="mt-2 space-y-1" aria-label={`Lựa chọn của học sinh ở câu ${q.number}`}>
          {q.options.map((o, i) => {
            const p = percent(o.chosen, q.answered);
            return (
              <li key={o.id} className="grid grid-cols-[minmax(0,14rem)_1fr_auto] items-center gap-2 text-sm">
                <span className={`truncate ${o.correct ? 'font-semibold text-green-800' : 'text-slate-700'}`}>
                  {optionLetter(i)}. {o.text}
                  {o.correct && ' (đúng)'}
                </span>
                <span className="h-3 rounded bg-slate-100" aria-hidden="true">
                  <span className={`block h-3 rounded ${o.correct ? 'bg-green-600' : 'bg-slate-400'}`} style={{ width: `${p}%` }} />
                </span>
                <span className="w-20 text-right text-slate-700">
                  {o.chosen} ({p}%)
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

export function QuestionStatistics({ schoolId, groupId, examId }: { schoolId: number; groupId: number; examId: number }) {
  // useQuery, not suspense: the section fails and retries on its own, under the list of attempts.
  const stats = useQuery(examStatisticsQueryOptions(schoolId, groupId, examId));
  return (
    <section aria-labelledby="question-statistics" className="space-y-3">
      <h2 id="question-statistics" className="text-lg font-semibold text-slate-900">
        Thống kê theo câu hỏi
      </h2>
      {stats.isPending ? (
        <p className="text-slate-500">
          <Spinner /> {TEXT.loading}
        </p>
      ) : stats.isError ? (
        <ErrorAlert onRetry={() => void stats.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : stats.data.submitted === 0 ? (
        <p className="text-slate-600">Chưa có học sinh nào nộp bài.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">Tính trên {stats.data.submitted} bài đã nộp.</p>
          <ol className="space-y-2">
            {stats.data.questions.map((q) => (
              <Question key={q.questionId} q={q} submitted={stats.data.submitted} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
