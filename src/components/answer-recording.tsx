// A speaking answer's recording, playable: this device's copy (IndexedDB `recordings`, keyed by the answer's
// recordingId) when it was recorded here, else the server's, fetched with the token. The student's result page and the
// teacher's grading page both show it; what "not on the server yet" means differs by who reads it, so they say it.
// Offline without a copy, or not uploaded yet, is said in Vietnamese instead of a player.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { requestBlob } from '@/lib/http.ts';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import { getRecording } from '@/offline/recordings.ts';
import { TEXT } from '@/shared/ui-text.ts';

export const RECORDING_TEXT = {
  loading: 'Đang tải bản ghi âm...',
  failed: 'Không tải được bản ghi âm. Hãy kiểm tra kết nối mạng rồi thử lại.',
  offline: 'Bản ghi âm không có trên thiết bị này. Hãy kết nối mạng để nghe lại.',
} as const;

/** GET s/elsa/recordings/:key/audio: the WAV the answer names (its recording's id on the student's device). */
const getAnswerRecording = (recordingId: string, signal?: AbortSignal) =>
  requestBlob(`s/elsa/recordings/${encodeURIComponent(recordingId)}/audio`, { school: true, signal });

/** The device's copy of a recording: undefined while reading, null when this device has none. */
function useDeviceRecording(recordingId: string): Blob | null | undefined {
  const [found, setFound] = useState<{ id: string; blob: Blob | null } | null>(null);
  useEffect(() => {
    let live = true;
    // A failed read (storage blocked, database being upgraded) is treated as no copy: the server may still have it.
    void getRecording(recordingId)
      .catch(() => undefined)
      .then((row) => {
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

export interface AnswerRecordingProps {
  recordingId: string;
  /** The player's accessible name. */
  audioLabel: string;
  /** What a 404 means to this reader (the recording still waits on the student's device). */
  notOnServer: string;
  heading?: string;
}

export function AnswerRecording({ recordingId, audioLabel, notOnServer, heading }: AnswerRecordingProps) {
  const online = useOnlineStatus();
  const device = useDeviceRecording(recordingId);
  // useQuery, not suspense: it waits for a choice made on this screen (enabled), and the screen stays usable meanwhile.
  const remote = useQuery({
    queryKey: ['answer-recording', recordingId],
    queryFn: ({ signal }) => getAnswerRecording(recordingId, signal),
    // Asked only when this device has no copy and a network is there; it is fetched once the network returns.
    enabled: device === null && online,
    staleTime: Infinity,
    retry: false,
  });
  const url = useObjectUrl(device ?? remote.data);

  let body;
  if (url) {
    body = <audio controls src={url} aria-label={audioLabel} className="w-full" />;
  } else if (device === undefined || (online && (remote.isPending || remote.isFetching)) || remote.isSuccess) {
    body = <p className="text-slate-500">{RECORDING_TEXT.loading}</p>;
  } else {
    const error = remote.error;
    const message = !online ? RECORDING_TEXT.offline : isApiError(error) && error.status === 404 ? notOnServer : RECORDING_TEXT.failed;
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-amber-800">
          {message}
        </p>
        {online && (
          <Button variant="secondary" onClick={() => void remote.refetch()}>
            {TEXT.retry}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-1 text-sm">
      {heading && <p className="font-medium text-slate-700">{heading}</p>}
      {body}
    </div>
  );
}
