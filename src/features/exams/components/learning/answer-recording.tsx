// The student's own recording of a speaking answer, playable on the result page: the device's copy (IndexedDB
// `recordings`, keyed by the answer's recordingId) when it was recorded here, else the server's, fetched with the
// token by the same request as the teacher's grading page. Offline without a copy, or not uploaded yet, is said in
// Vietnamese instead of a player.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { getRecording } from '@/offline/recordings.ts';
import { getAnswerRecording } from '@/features/exams-teaching/api/get-answer-recording.ts';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import { SPEAKING_MSG } from '@/features/speaking/speaking-messages.ts';
import { EXAM_MSG } from '../../exam-messages.ts';

/** The device's copy of a recording: undefined while reading, null when this device has none. */
function useDeviceRecording(recordingId: string): Blob | null | undefined {
  const [found, setFound] = useState<{ id: string; blob: Blob | null } | null>(null);
  useEffect(() => {
    let live = true;
    // A failed read (storage blocked, database being upgraded) is treated as no copy: the server may still have it.
    void getRecording(recordingId).catch(() => undefined).then((row) => {
      if (live) setFound({ id: recordingId, blob: row ? new Blob([row.audio], { type: row.mimeType }) : null });
    });
    return () => {
      live = false;
    };
  }, [recordingId]);
  return found?.id === recordingId ? found.blob : undefined;
}

function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

export function AnswerRecording({ recordingId, label }: { recordingId: string; label: string }) {
  const online = useOnlineStatus();
  const device = useDeviceRecording(recordingId);
  const remote = useQuery({
    queryKey: ['exams', 'answer-recording', recordingId],
    queryFn: ({ signal }) => getAnswerRecording(recordingId, signal),
    // Asked only when this device has no copy and a network is there; it is fetched once the network returns.
    enabled: device === null && online,
    staleTime: Infinity,
    retry: false,
  });
  const url = useObjectUrl(device ?? remote.data);

  let body;
  if (url) {
    body = <audio controls src={url} aria-label={EXAM_MSG.recordingLabel(label)} className="w-full" />;
  } else if (device === undefined || (online && (remote.isPending || remote.isFetching)) || remote.isSuccess) {
    body = <p className="text-slate-500">{SPEAKING_MSG.recordingLoading}</p>;
  } else {
    const error = remote.error;
    const message = !online || (isApiError(error) && error.isNetworkError)
      ? EXAM_MSG.recordingOffline
      : isApiError(error) && error.status === 404 ? EXAM_MSG.recordingNotOnServer : SPEAKING_MSG.recordingLoadFailed;
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-amber-800">{message}</p>
        {online && <Button variant="secondary" onClick={() => void remote.refetch()}>{EXAM_MSG.retry}</Button>}
      </div>
    );
  }
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium text-slate-700">{EXAM_MSG.recordingHeading}</p>
      {body}
    </div>
  );
}
