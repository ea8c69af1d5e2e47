// The turn's outcome under the recorder: the student's recording beside the reference (both playable), the upload's
// state, and the result — a word tapped in it plays from the student's recording.
import { useMemo, useRef, type ReactNode } from 'react';
import type { usePractice } from '../practice/use-practice.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';
import { ResultView } from './result-view.tsx';
import { Waveform, type WaveformHandle } from './waveform.tsx';

export function PracticeResult({ practice, reference }: { practice: ReturnType<typeof usePractice>; reference: ReactNode }) {
  const { recording, outcome, deviceScoring } = practice;
  const student = useRef<WaveformHandle>(null);
  const blob = useMemo(() => (recording ? new Blob([recording.audio], { type: recording.mimeType }) : undefined), [recording?.key]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        {blob ? <Waveform ref={student} label="Bản ghi của bạn" blob={blob} tone="student" /> : <div className="hidden md:block" />}
        {reference}
      </div>
      {recording && outcome.upload === 'waiting' && (
        <p className="text-sm text-slate-600">{navigator.onLine ? SPEAKING_MSG.uploading : SPEAKING_MSG.savedOffline}</p>
      )}
      {recording && outcome.message && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{outcome.message}</p>
          <p className="mt-1">{SPEAKING_MSG.refusedKept}</p>
        </div>
      )}
      {recording && !outcome.result && deviceScoring === 'running' && <p className="text-sm text-slate-600">{SPEAKING_MSG.scoringOnDevice}</p>}
      {recording && !outcome.result && deviceScoring === 'failed' && <p className="text-sm text-amber-800">{SPEAKING_MSG.engineFailed}</p>}
      {recording && outcome.result && (
        <ResultView result={outcome.result} provisional={outcome.provisional} onPlayWord={(w) => student.current?.playSegment(w.start, w.end)} />
      )}
    </div>
  );
}
