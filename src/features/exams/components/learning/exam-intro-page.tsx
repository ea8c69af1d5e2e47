// /{schoolId}/my-learning-group/{id}/{examId}: what the exam is (duration, number of questions, total points, when it
// opens or closes, how many attempts) and its action: start, continue, see the result and try again while attempts
// remain — or why it cannot be started now. Offline, the copy of an attempt stored on this device stands in.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { findLatestAttempt, getAttempt } from '@/offline/exam-store.ts';
import { groupExamQueryOptions } from '../../api/get-group-exam.ts';
import { answerableQuestions, formatPoint } from '../../exam-format.ts';
import { formatDuration } from '@/lib/format.ts';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { attemptsText, windowState, windowText } from '@/lib/exam-schedule.ts';

export interface ExamIntroPageProps {
  schoolId: number;
  groupId: number;
  examId: number;
  userId: number;
}

export function ExamIntroPage({ schoolId, groupId, examId, userId }: ExamIntroPageProps) {
  // useQuery, not suspense: the screen falls back to this device's copy when the server's cannot load.
  const exam = useQuery(groupExamQueryOptions(schoolId, groupId, examId));
  const local = useQuery({
    queryKey: ['exams', schoolId, 'local-attempt', userId, groupId, examId],
    queryFn: async () => {
      const row = await findLatestAttempt(userId, groupId, examId);
      return row ? ((await getAttempt(row.key)) ?? null) : null;
    },
    networkMode: 'always',
    staleTime: 0,
  });
  if (exam.isPending && local.isPending) return <PageSpinner />;
  const e = exam.data;
  const l = local.data ?? null;
  if (!e && !l) {
    return <ErrorAlert onRetry={() => void exam.refetch()}>{TEXT.loadFailed}</ErrorAlert>;
  }
  const title = e?.title ?? l!.title;
  const duration = e?.duration ?? l!.duration;
  const questionCount = e?.questionCount ?? answerableQuestions(l!.fractions).length;
  const totalPoint = e?.totalPoint ?? answerableQuestions(l!.fractions).reduce((s, q) => s + q.allocatedPoint, 0);
  const serverStatus = e?.attempt?.status;
  const localStatus = l?.status;
  const finished = (serverStatus && serverStatus !== 'in_progress') || (localStatus && localStatus !== 'doing');
  const started = Boolean(e?.attempt ?? l);
  const params = { schoolId: String(schoolId), id: String(groupId), examId: String(examId) };
  // Only the server's copy knows the window; offline, the link is offered and the server decides.
  const openState = e ? windowState(e) : 'open';
  const windowLine = e ? windowText(e) : null;
  const big = buttonClass('primary', 'md', 'h-12 px-8 text-base');
  // Another attempt is offered once the latest is closed, while the exam is open and attempts remain.
  const made = e?.attemptCount ?? 0;
  const next = finished && e && openState === 'open' && made < e.maxAttempts ? made + 1 : null;
  const attemptsLine = e ? attemptsText(made, e.maxAttempts) : null;

  return (
    <div className="mx-auto max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {e?.description && <p className="text-slate-600">{e.description}</p>}
      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          ['Thời gian', formatDuration(duration)],
          ['Số câu hỏi', String(questionCount)],
          ['Tổng điểm', formatPoint(totalPoint)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {windowLine && <p className="font-medium text-slate-800">{windowLine}</p>}
      {attemptsLine && <p className="text-slate-700">{attemptsLine}, lần có điểm cao nhất được tính.</p>}
      {!finished && (started || openState === 'open') && (
        <p className="text-sm text-slate-600">
          Thời gian được tính từ lúc bắt đầu và không dừng lại khi thoát ra. Câu trả lời được lưu ngay trên máy, kể cả khi mất mạng; hết giờ bài sẽ tự động được
          nộp.
        </p>
      )}
      {finished ? (
        <div className="flex flex-wrap gap-3">
          <Link
            to="/$schoolId/my-learning-group/$id/$examId/ket-qua"
            params={params}
            className={next ? buttonClass('secondary', 'md', 'h-12 px-8 text-base') : big}
          >
            Xem kết quả
          </Link>
          {next && (
            <Link to="/$schoolId/my-learning-group/$id/$examId/lam-bai" params={params} search={{ attempt: next }} className={big}>
              Làm lại (lần {next})
            </Link>
          )}
        </div>
      ) : started || openState === 'open' ? (
        <Link to="/$schoolId/my-learning-group/$id/$examId/lam-bai" params={params} className={big}>
          {started ? 'Tiếp tục làm bài' : 'Bắt đầu làm bài'}
        </Link>
      ) : (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {openState === 'upcoming' ? 'Bài thi chưa mở, em quay lại khi đến giờ nhé.' : 'Bài thi đã đóng, em không thể làm bài này nữa.'}
        </p>
      )}
    </div>
  );
}
