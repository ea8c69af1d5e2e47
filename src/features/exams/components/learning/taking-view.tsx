// The exam being taken: the current question (a group with its sub-questions), the navigator, the countdown and
// submission. Reads the attempt live from IndexedDB (another tab's answers appear here), writes through
// useAnswerSaver, and seals the attempt (queued submission) on submit or when the countdown reaches zero.
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { createAttemptStore } from '@/offline/exam-watch.ts';
import { sealAttempt, setCurrentQuestion } from '@/offline/exam-store.ts';
import type { ExamQuestion } from '@/shared/exam.ts';
import { answerableQuestions, numberedQuestions } from '../../exam-format.ts';
import { Countdown } from './countdown.tsx';
import { QuestionCard } from './question-card.tsx';
import { QuestionNavigator } from './question-navigator.tsx';
import { SaveIndicator, overallState } from './save-indicator.tsx';
import { useAnswerSaver } from './use-answer-saver.ts';
import { DeviceNotice } from './device-notice.tsx';
import { MSG } from '@/shared/messages.ts';

export interface TakingViewProps {
  attemptKey: string;
  /** The attempt is sealed (here, in another tab or by the timer): show the result page. */
  onSealed: () => void;
  /** Open the attempt again on this device after another device took it over. */
  onTakeOver: () => void;
}

export function TakingView({ attemptKey, onSealed, onTakeOver }: TakingViewProps) {
  const store = useMemo(() => createAttemptStore(attemptKey), [attemptKey]);
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const saver = useAnswerSaver(attemptKey);
  const [confirming, setConfirming] = useState(false);
  const [sealing, setSealing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = snap.attempt;

  const seal = async () => {
    setSealing(true);
    try {
      await saver.flush();
      await sealAttempt(attemptKey);
      onSealed();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setSealing(false);
    }
  };

  if (!snap.loaded) return <PageSpinner />;
  if (!attempt)
    return (
      <p role="alert" className="text-red-700">
        Không tìm thấy bài làm trên thiết bị này.
      </p>
    );
  // Heard while taking it: the server refused this device's answers (they stay here, and with the teacher as a copy).
  if (attempt.status === 'takenOver') return <DeviceNotice message={MSG.examTakenOver} onTakeOver={onTakeOver} />;
  if (attempt.status !== 'doing') {
    queueMicrotask(onSealed);
    return <PageSpinner label="Đang nộp bài..." />;
  }

  const pages = numberedQuestions(attempt.fractions);
  const answerable = answerableQuestions(attempt.fractions);
  const isDirty = (q: ExamQuestion) => saver.drafts.has(q.id) || snap.answers.get(q.id)?.dirty === true;
  const answeredCount = answerable.filter(isDirty).length;
  const current = pages.find((p) => p.question.id === attempt.currentQuestionId) ?? pages[0];
  const index = current ? pages.indexOf(current) : 0;
  const fraction = attempt.fractions.find((f) => f.questions.some((q) => q.id === current?.question.id));

  const go = async (id: number) => {
    await saver.flush();
    await setCurrentQuestion(attemptKey, id);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur">
        <h1 className="min-w-0 flex-1 text-lg font-semibold text-slate-900">{attempt.title}</h1>
        <SaveIndicator state={overallState(saver.states)} />
        <Countdown attempt={attempt} onExpire={() => void seal()} />
        <Button className="h-12 px-6 text-base" onClick={() => setConfirming(true)} loading={sealing}>
          Nộp bài
        </Button>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-700">
          {error}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <section aria-label="Câu hỏi" className="space-y-4">
          {fraction && <h2 className="text-base font-semibold text-brand-800">{fraction.title}</h2>}
          {current && <QuestionCard question={current.question} first={current.first} answers={snap.answers} saver={saver} />}
          <div className="flex justify-between gap-3">
            <Button variant="secondary" className="h-12 px-6 text-base" disabled={index <= 0} onClick={() => void go(pages[index - 1]!.question.id)}>
              ‹ Câu trước
            </Button>
            <Button
              variant="secondary"
              className="h-12 px-6 text-base"
              disabled={index >= pages.length - 1}
              onClick={() => void go(pages[index + 1]!.question.id)}
            >
              Câu sau ›
            </Button>
          </div>
        </section>
        <QuestionNavigator
          items={pages.map((p) => ({ id: p.question.id, first: p.first, count: p.answerable.length, answered: p.answerable.filter(isDirty).length }))}
          currentId={current?.question.id}
          answeredCount={answeredCount}
          total={answerable.length}
          onJump={(id) => void go(id)}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void seal();
        }}
        title="Nộp bài"
        message={
          answeredCount < answerable.length ? `Bạn còn ${answerable.length - answeredCount} câu chưa làm. Nộp bài?` : 'Bạn đã làm tất cả các câu. Nộp bài?'
        }
        confirmLabel="Nộp bài"
      />
    </div>
  );
}
