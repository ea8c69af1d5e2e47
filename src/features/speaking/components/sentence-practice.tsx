// Practising one given sentence (a mission's speaking task): the recorder, the scoring and the result of the
// pronunciation feature. The recording is kept and uploaded by this feature; each score it gets (the device's at
// once, the server's when it arrives) is handed to `onScored` once, for the caller to file where it belongs.
import { useEffect, useMemo, useRef } from 'react';
import type { SpeechResult } from '@/shared/speech/types.ts';
import { scoringClient } from '../engine/device-scoring.ts';
import { usePractice } from '../practice/use-practice.ts';
import { PracticeResult } from './practice-result.tsx';
import { RecorderPanel } from './recorder-panel.tsx';
import { ReferenceAudio } from './reference-audio.tsx';

export interface ScoredTake {
  /** The recording's id on this device (also its id on the server once uploaded). */
  recordingKey: string;
  sentence: string;
  result: SpeechResult;
}

export interface SentencePracticeProps {
  schoolId: number;
  userId: number;
  sentence: string;
  /** The school's English content item the sentence comes from, when it does. */
  contentId: number | null;
  onScored: (take: ScoredTake) => void;
}

export function SentencePractice({ schoolId, userId, sentence, contentId, onScored }: SentencePracticeProps) {
  const client = useMemo(() => scoringClient(), []);
  const target = useMemo(
    () => ({ userId, schoolId, lessonId: null, itemId: contentId, sentence, mode: 'scripted' as const }),
    [userId, schoolId, contentId, sentence],
  );
  const practice = usePractice(target, client);
  const key = practice.recording?.key ?? null;
  const result = practice.outcome.result;
  const handed = useRef(new Set<string>());
  const latest = useRef(onScored);
  latest.current = onScored;
  useEffect(() => {
    if (!key || !result) return;
    const mark = `${key}:${result.provisional ? 'device' : 'server'}:${result.overall}`;
    if (handed.current.has(mark)) return;
    handed.current.add(mark);
    latest.current({ recordingKey: key, sentence, result });
  }, [key, result, sentence]);
  return (
    <div className="mt-2 space-y-3">
      <p lang="en" className="text-lg font-semibold text-slate-900">
        {sentence}
      </p>
      <RecorderPanel save={practice.save} onRecorded={(blob) => void practice.onRecorded(blob)} />
      <PracticeResult practice={practice} reference={<ReferenceAudio text={sentence} audioUrl={null} />} />
    </div>
  );
}
