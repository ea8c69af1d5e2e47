// /{schoolId}/my-learning-group/{id}/{examId}/ket-qua: while the submission waits on this device, says so; once the
// outbox delivered it (the live attempt turns 'submitted'), fetches the graded result, keeps it on the device and
// shows it — also offline later.
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { findLatestAttempt, sealExpiredAttempts } from '@/offline/exam-store.ts';
import { createAttemptStore, type AttemptSnapshot } from '@/offline/exam-watch.ts';
import { fetchExamResult } from '../../api/get-exam-result.ts';
import { getGroupExam } from '../../api/get-group-exam.ts';
import { ResultView } from './result-view.tsx';

export interface ExamResultPageProps {
  schoolId: number;
  groupId: number;
  examId: number;
  userId: number;
  onContinue: () => void;
  /** A mission's exam task: its attempt (and, when this device has none, the attempt id the mission knows). */
  mission?: { missionId: number; userExamId: number | null } | null;
}

const NO_ATTEMPT: AttemptSnapshot = { loaded: true, attempt: null, answers: new Map(), error: null };
const noStore = { subscribe: () => () => undefined, getSnapshot: () => NO_ATTEMPT };

export function ExamResultPage({ schoolId, groupId, examId, userId, onContinue, mission }: ExamResultPageProps) {
  const missionId = mission?.missionId ?? null;
  const [key, setKey] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // An attempt whose time ran out while the app was closed is submitted first (spec: reopening submits).
    void sealExpiredAttempts()
      .catch(() => [])
      .then(() => findLatestAttempt(userId, groupId, examId, missionId))
      .then((a) => live && setKey(a?.key ?? null));
    return () => {
      live = false;
    };
  }, [userId, groupId, examId, missionId]);
  const store = useMemo(() => (key ? createAttemptStore(key) : noStore), [key]);
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const local = snap.attempt;
  const delivered = local ? local.status === 'submitted' || local.status === 'graded' : key === null;

  // useQuery, not suspense: the screen falls back to this device's copy when the server's cannot load.
  const result = useQuery({
    queryKey: ['exams', schoolId, 'result', groupId, examId, local?.userExamId ?? mission?.userExamId ?? 'server', local?.status ?? 'none'],
    enabled: key !== undefined && delivered,
    staleTime: 0,
    retry: false,
    queryFn: async () => {
      const userExamId = local?.userExamId ?? (mission ? mission.userExamId : (await getGroupExam(schoolId, groupId, examId)).attempt?.id);
      if (!userExamId) return null;
      return fetchExamResult({ schoolId, groupId, examId, userExamId, attemptKey: key ?? null });
    },
  });

  if (key === undefined || !snap.loaded) return <PageSpinner />;
  const shown = result.data ?? local?.result ?? null;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">Kết quả: {shown?.exam.title ?? local?.title ?? 'Bài thi'}</h1>
      {local?.status === 'sealed' && (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          Bài làm đã được lưu trên máy và sẽ tự động gửi khi có mạng.
        </p>
      )}
      {local?.status === 'doing' && (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="mb-3 text-slate-700">Bài làm chưa được nộp.</p>
          <button type="button" onClick={onContinue} className="h-12 rounded-lg bg-brand-700 px-6 text-white">
            Tiếp tục làm bài
          </button>
        </div>
      )}
      {shown && <ResultView result={shown} />}
      {!shown && delivered && result.isFetching && <PageSpinner label="Đang tải kết quả..." />}
      {!shown && delivered && result.isError && <ErrorAlert>Chưa tải được kết quả. Kết quả sẽ hiện khi có mạng.</ErrorAlert>}
      {!shown && key === null && result.data === null && <p className="text-slate-600">Em chưa làm bài thi này.</p>}
    </div>
  );
}
