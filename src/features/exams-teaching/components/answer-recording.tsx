// The student's recorded answer to a speaking question, playable on the grading page. A recording still on the
// student's device (its upload waits for a network) is said to be on its way rather than missing.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { getAnswerRecording } from '../api/get-answer-recording.ts';
import { SPEAKING_MSG } from '@/features/speaking/speaking-messages.ts';
import { GRADING_MSG } from '../grading-messages.ts';

type Load = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'missing' } | { status: 'failed' };

export function AnswerRecording({ recordingId }: { recordingId: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    getAnswerRecording(recordingId, abort.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setLoad({ status: 'ready', url });
      },
      (e: unknown) => {
        if (abort.signal.aborted) return;
        setLoad({ status: isApiError(e) && e.status === 404 ? 'missing' : 'failed' });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [recordingId, attempt]);

  if (load.status === 'ready') return <audio controls src={load.url} aria-label="Bản ghi âm của học sinh" className="w-full" />;
  if (load.status === 'loading') return <p className="text-slate-500">{SPEAKING_MSG.recordingLoading}</p>;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-amber-800">{load.status === 'missing' ? GRADING_MSG.recordingNotUploaded : SPEAKING_MSG.recordingLoadFailed}</p>
      <Button variant="secondary" onClick={() => { setLoad({ status: 'loading' }); setAttempt((n) => n + 1); }}>Thử lại</Button>
    </div>
  );
}
