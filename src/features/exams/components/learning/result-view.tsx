// The graded attempt (spec §4 "viewing a result", §8, §9): score out of 10 with one decimal, the completion comment
// or 'Giao viên sẽ cập nhập lời phê sau khi chấm bài', and every question with the student's answer (a speaking answer
// also as its recording, to listen to), the correct answer, the points and the teacher's comment. Questions are
// numbered as on the taking screen. Until the exam's results are released the server sends the answers only, and the
// page says when the rest will come.
import { MSG } from '@/shared/messages.ts';
import type { ExamResult, ResultQuestion } from '@/shared/exam.ts';
import { describeAnswer, describeCorrect, formatPoint, formatScore, numberRange, numberedQuestions } from '../../exam-format.ts';
import { AnswerRecording } from '@/components/answer-recording.tsx';
import { EXAM_MSG } from '../../exam-messages.ts';
import { RESULTS_WAITING, resultsWaitingText } from '@/lib/exam-schedule.ts';
import { RichText } from '@/components/rich-text/rich-text.tsx';

function Points({ q, released }: { q: ResultQuestion; released: boolean }) {
  if (!released) return null;
  if (q.pointEarned === null) return <span className="text-sm text-amber-700">Chờ giáo viên chấm</span>;
  const full = q.pointEarned >= q.allocatedPoint;
  return (
    <span className={`text-sm font-semibold ${full ? 'text-green-700' : q.pointEarned > 0 ? 'text-amber-700' : 'text-red-700'}`}>
      {formatPoint(q.pointEarned)}/{formatPoint(q.allocatedPoint)} điểm
    </span>
  );
}

function QuestionResult({ q, label, released }: { q: ResultQuestion; label: string; released: boolean }) {
  const correct = describeCorrect(q.correctAnswer, q.content);
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <Points q={q} released={released} />
      </div>
      <RichText className="text-slate-800" text={q.content.text.replaceAll('{{}}', '____')} html={q.content.html} />
      {q.content.sentence && <p className="text-slate-700 italic">{q.content.sentence}</p>}
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-slate-500">Câu trả lời của em</dt>
        <dd className="whitespace-pre-wrap text-slate-900">{describeAnswer(q.answer, q.content)}</dd>
        {correct && (
          <>
            <dt className="text-slate-500">{q.questionType === 'essay' || q.questionType === 'speaking' ? 'Bài mẫu' : 'Đáp án đúng'}</dt>
            <dd className="whitespace-pre-wrap text-green-800">{correct}</dd>
          </>
        )}
        {q.comment && (
          <>
            <dt className="text-slate-500">Nhận xét của giáo viên</dt>
            <dd className="text-slate-900">{q.comment}</dd>
          </>
        )}
      </dl>
      {q.answer?.type === 'speaking' && (
        <AnswerRecording
          recordingId={q.answer.recordingId}
          audioLabel={EXAM_MSG.recordingLabel(label)}
          notOnServer={EXAM_MSG.recordingNotOnServer}
          heading={EXAM_MSG.recordingHeading}
        />
      )}
    </li>
  );
}

function Withheld({ result }: { result: ExamResult }) {
  return (
    <section aria-label="Kết quả" className="flex flex-wrap items-center gap-6 rounded-xl border border-slate-200 bg-white p-5">
      <div className="text-center">
        <p className="text-sm text-slate-500">Điểm</p>
        <p className="text-2xl font-bold text-amber-700">{RESULTS_WAITING}</p>
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm text-slate-600">Em đã nộp bài{result.late && ' · Nộp muộn (do mất kết nối), giáo viên đã được thông báo'}</p>
        <p className="text-base font-medium text-slate-900">{resultsWaitingText(result.schedule)}</p>
      </div>
    </section>
  );
}

export function ResultView({ result }: { result: ExamResult }) {
  // Numbered as on the taking screen: a group's sub-questions one by one.
  const firstOf = new Map(numberedQuestions(result.fractions).map((n) => [n.question.id, n.first]));
  const released = result.schedule.resultsVisible;
  return (
    <div className="space-y-5">
      {!released ? (
        <Withheld result={result} />
      ) : (
        <section aria-label="Kết quả" className="flex flex-wrap items-center gap-6 rounded-xl border border-slate-200 bg-white p-5">
          <div className="text-center">
            <p className="text-sm text-slate-500">Điểm</p>
            {/* A score with answers still to grade is not the score: it says so instead of showing a number too low. */}
            {result.isFullyMarked ? (
              <p className="text-4xl font-bold text-brand-800">
                {result.score === null ? '—' : formatScore(result.score)}
                <span className="text-lg font-medium text-slate-500">/10</span>
              </p>
            ) : (
              <p className="text-2xl font-bold text-amber-700">{EXAM_MSG.scorePending}</p>
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-1">
            <p className="text-sm text-slate-600">
              {result.isFullyMarked ? 'Đạt' : EXAM_MSG.pointsSoFar} {formatPoint(result.pointEarned ?? 0)}/{formatPoint(result.allocatedPoint)} điểm
              {result.late && ' · Nộp muộn (do mất kết nối), giáo viên đã được thông báo'}
            </p>
            <p className="text-base font-medium text-slate-900">
              {result.isFullyMarked && result.completionComment ? result.completionComment : MSG.examCommentPending}
            </p>
          </div>
        </section>
      )}
      {result.fractions.map((f) => (
        <section key={f.id} className="space-y-3">
          <h2 className="text-base font-semibold text-brand-800">{f.title}</h2>
          <ol className="space-y-3">
            {f.questions.map((q) => {
              const first = firstOf.get(q.id) ?? 0;
              if (q.questionType !== 'leadingQuestion') return <QuestionResult key={q.id} q={q} label={`Câu ${first}`} released={released} />;
              const subs = q.subQuestions ?? [];
              return (
                <li key={q.id} className="space-y-3">
                  <div className="rounded-xl bg-slate-50 p-4 text-slate-800">
                    <strong>Câu {numberRange(first, subs.length)}.</strong> <RichText text={q.content.text} html={q.content.html} />
                  </div>
                  <ol className="space-y-3 pl-4">
                    {subs.map((s, i) => (
                      <QuestionResult key={s.id} q={s} label={`Câu ${first + i}`} released={released} />
                    ))}
                  </ol>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
