// One practice turn: record → save on the device (with its upload queued) → score on the device when the engine is
// there (provisional) → the server's result replaces it when the upload is scored. Errors keep the recording.
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setDeviceResult } from '@/offline/recordings.ts';
import { StorageFullError } from '@/offline/db.ts';
import { sessionQueryOptions } from '@/lib/queries/session.ts';
import { historiesKey } from '../api/get-speaking-histories.ts';
import type { ScoringClient } from '../engine/scoring-client.ts';
import { waitForEngine } from '../engine/wait-for-engine.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';
import { RecordingProblem, savePracticeRecording, type PracticeTarget } from './save-practice-recording.ts';
import { recordingOutcome } from './recording-outcome.ts';
import { useLiveRecording } from './use-live-recording.ts';

export type SavePhase = { status: 'none' } | { status: 'saving' } | { status: 'saved' } | { status: 'error'; message: string };

export function usePractice(target: PracticeTarget | null, client: ScoringClient) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState<string | null>(null);
  const [save, setSave] = useState<SavePhase>({ status: 'none' });
  const [deviceScoring, setDeviceScoring] = useState<'idle' | 'running' | 'failed'>('idle');
  const live = useLiveRecording(key);
  const outcome = recordingOutcome(live.row, live.upload);

  const onRecorded = useCallback(
    async (blob: Blob) => {
      if (!target) return;
      setSave({ status: 'saving' });
      setKey(null);
      setDeviceScoring('idle');
      let saved;
      try {
        saved = await savePracticeRecording(blob, target);
      } catch (e) {
        const message = e instanceof RecordingProblem || e instanceof StorageFullError ? e.message : SPEAKING_MSG.decodeFailed;
        setSave({ status: 'error', message });
        return;
      }
      setKey(saved.row.key);
      setSave({ status: 'saved' });
      // The embedded engine scores a given sentence only; free speech waits for the server's cloud provider.
      if (target.mode !== 'scripted' || !(await waitForEngine(client))) return;
      setDeviceScoring('running');
      try {
        await setDeviceResult(saved.row.key, await client.score(saved.pcm, target.sentence));
        setDeviceScoring('idle');
      } catch {
        setDeviceScoring('failed');
      }
    },
    [target, client],
  );

  // The server scored it: usage counts changed (usage warning) and the history has a new row.
  const scored = outcome.upload === 'scored' || outcome.upload === 'refused';
  const schoolId = target?.schoolId ?? null;
  useEffect(() => {
    if (!scored || schoolId === null) return;
    void queryClient.invalidateQueries({ queryKey: sessionQueryOptions(schoolId).queryKey });
    void queryClient.invalidateQueries({ queryKey: historiesKey(schoolId) });
  }, [scored, schoolId, queryClient]);

  const reset = useCallback(() => {
    setKey(null);
    setSave({ status: 'none' });
    setDeviceScoring('idle');
  }, []);

  return { save, deviceScoring, outcome, recording: live.row, onRecorded, reset };
}
