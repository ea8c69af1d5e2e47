// /{schoolId}/my-learning-group/{id}/{examId}/lam-bai: opens the attempt (online or from the device) and shows the
// taking view; a sealed attempt goes to the result page; an attempt another device holds offers to continue here.
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { MSG } from '@/shared/messages.ts';
import { TakingView } from './taking-view.tsx';
import { DeviceNotice } from './device-notice.tsx';
import { useOpenAttempt } from './use-local-attempt.ts';
import type { StartAttemptInput } from '../../api/start-attempt.ts';

export interface ExamTakingPageProps extends StartAttemptInput {
  onShowResult: () => void;
}

export function ExamTakingPage({ onShowResult, ...input }: ExamTakingPageProps) {
  const { opened, takeOver } = useOpenAttempt(input);
  if (opened.state === 'loading') return <PageSpinner label="Đang mở bài thi..." />;
  if (opened.state === 'elsewhere') return <DeviceNotice message={opened.message} onTakeOver={takeOver} />;
  if (opened.state === 'error') {
    return <ErrorAlert className="mx-auto max-w-xl">{opened.message}</ErrorAlert>;
  }
  if (opened.status === 'closed') {
    queueMicrotask(onShowResult);
    return <PageSpinner label="Bài làm đã được nộp..." />;
  }
  if (opened.status === 'takenOver') return <DeviceNotice message={MSG.examTakenOver} onTakeOver={takeOver} />;
  return <TakingView attemptKey={opened.attemptKey} onSealed={onShowResult} onTakeOver={takeOver} />;
}
