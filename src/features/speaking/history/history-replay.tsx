// Replaying one history entry: its recording as a waveform (from the device when it is still there, else fetched from
// the server with the token) and its result, where tapping a word plays that word.
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { SpeechResult } from '@/shared/speech/types.ts';
import { getHistoryAudio } from '../api/get-history-audio.ts';
import { ResultView } from '../components/result-view.tsx';
import { Waveform, type WaveformHandle } from '../components/waveform.tsx';
import { SPEAKING_MSG } from '../speaking-messages.ts';

export interface HistoryReplayProps {
  schoolId: number;
  /** The server's id, when the server has it. */
  serverId: number | null;
  /** The device's copy of the audio, if any. */
  localAudio: Blob | null;
  result: SpeechResult | null;
  provisional: boolean;
}

export function HistoryReplay({ schoolId, serverId, localAudio, result, provisional }: HistoryReplayProps) {
  const wave = useRef<WaveformHandle>(null);
  // useQuery, not suspense: it waits for a choice made on this screen (enabled), and the screen stays usable meanwhile.
  const remote = useQuery({
    queryKey: ['speaking', schoolId, 'audio', serverId],
    queryFn: () => getHistoryAudio(schoolId, serverId!),
    enabled: !localAudio && serverId !== null,
    staleTime: Infinity,
  });
  const blob = localAudio ?? remote.data ?? null;
  return (
    <div className="space-y-3 bg-slate-50 p-4">
      {blob && <Waveform ref={wave} label="Bản ghi âm" blob={blob} tone="student" />}
      {remote.isPending && !localAudio && serverId !== null && <p className="text-sm text-slate-500">Đang tải bản ghi âm...</p>}
      {remote.isError && <p className="text-sm text-red-700">{SPEAKING_MSG.audioUnavailable}</p>}
      {result ? (
        <ResultView result={result} provisional={provisional} onPlayWord={(w) => wave.current?.playSegment(w.start, w.end)} />
      ) : (
        <p className="text-sm text-slate-600">Bản ghi này chưa được chấm điểm.</p>
      )}
    </div>
  );
}
