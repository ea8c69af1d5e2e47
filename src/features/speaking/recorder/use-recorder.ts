// The recorder's state machine: idle → starting (asking for the microphone) → recording (level meter, timer,
// automatic stop at the longest accepted length) → idle with the recorded Blob handed to onRecorded; or error with
// the Vietnamese reason. The microphone is released as soon as recording stops.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_MAX_SECONDS } from '@/shared/speech/types.ts';
import { closeMicrophone, MicrophoneError, openMicrophone } from './microphone.ts';
import { createLevelSource, type LevelSource } from './level.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';

export type RecorderState =
  { status: 'idle' } | { status: 'starting' } | { status: 'recording'; startedAt: number; level: LevelSource | null } | { status: 'error'; message: string };

const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

function pickMimeType(): string | undefined {
  return MIME_TYPES.find((t) => MediaRecorder.isTypeSupported?.(t));
}

export function useRecorder(onRecorded: (blob: Blob, durationSeconds: number) => void) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const session = useRef<{ recorder: MediaRecorder; stream: MediaStream; level: LevelSource | null; timer: number } | null>(null);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  }, [onRecorded]);

  const release = useCallback(() => {
    const s = session.current;
    session.current = null;
    if (!s) return;
    clearTimeout(s.timer);
    s.level?.close();
    closeMicrophone(s.stream);
  }, []);

  const stop = useCallback(() => {
    const recorder = session.current?.recorder;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    setState({ status: 'starting' });
    let stream: MediaStream;
    try {
      stream = await openMicrophone();
    } catch (e) {
      setState({ status: 'error', message: e instanceof MicrophoneError ? e.message : SPEAKING_MSG.micFailed });
      return;
    }
    const mimeType = pickMimeType();
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      closeMicrophone(stream);
      setState({ status: 'error', message: SPEAKING_MSG.micFailed });
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    // The meter is a nicety: a browser without Web Audio still records.
    let level: LevelSource | null = null;
    try {
      level = createLevelSource(stream);
    } catch {
      level = null;
    }
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      const seconds = (performance.now() - startedAt) / 1000;
      release();
      setState({ status: 'idle' });
      onRecordedRef.current(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }), seconds);
    };
    const timer = window.setTimeout(stop, SPEECH_MAX_SECONDS * 1000);
    session.current = { recorder, stream, level, timer };
    recorder.start();
    setState({ status: 'recording', startedAt, level });
  }, [release, stop]);

  // Leaving the screen mid-recording must not keep the microphone open.
  useEffect(
    () => () => {
      const s = session.current;
      if (s) {
        s.recorder.onstop = null;
        if (s.recorder.state !== 'inactive') s.recorder.stop();
      }
      release();
    },
    [release],
  );

  return { state, start, stop, reset: () => setState({ status: 'idle' }) };
}
