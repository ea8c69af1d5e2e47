// The speaking question of an exam, loaded only when one is shown (the recorder stays out of the taking screen's
// chunk): the speaking feature's recorder; on stop the recording and its queued upload are committed to IndexedDB
// first, and only then is the answer `{ type: 'speaking', recordingId }` saved, so "Đã lưu" means both are on the
// device. The recording leaves the device through the outbox; the answer goes with the exam's answers as before.
// Recording again replaces the answer's take: once the answer names the new one, the earlier takes whose upload has
// not started are dropped with it (recordings.ts dropReplacedWhenAnswered), so only the take that counts is sent.
import { useEffect, useRef, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { StorageFullError } from '@/offline/db.ts';
import { dropReplacedWhenAnswered, getRecording } from '@/offline/recordings.ts';
import { RecorderPanel } from './recorder-panel.tsx';
import { useLiveRecording } from '../practice/use-live-recording.ts';
import type { SavePhase } from '../practice/use-practice.ts';
import { RecordingProblem, savePracticeRecording } from '../practice/save-practice-recording.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';
import type { SessionData } from '@/shared/session.ts';
import type { ExamQuestion, SpeakingAnswerProps } from '@/shared/exam.ts';

/** The server scores a given sentence (max 500 characters); a topic-only question sends its prompt instead. */
const spokenText = (q: ExamQuestion) => (q.content.sentence?.trim() || q.content.text.trim()).slice(0, 500);

export function SpeakingAnswer({ question, value, onChange, label, userId, schoolId }: SpeakingAnswerProps & { userId: number; schoolId: number }) {
  const recordingId = value?.type === 'speaking' ? value.recordingId : null;
  const [save, setSave] = useState<SavePhase>(recordingId ? { status: 'saved' } : { status: 'none' });
  const live = useLiveRecording(recordingId);
  const onChangeRef = useRef(onChange);
  const recordingIdRef = useRef(recordingId);
  useEffect(() => {
    onChangeRef.current = onChange;
    recordingIdRef.current = recordingId;
  }, [onChange, recordingId]);
  /** Earlier takes of this answer not yet dropped (kept until the answer naming a newer take is committed). */
  const replaced = useRef(new Set<string>());

  const dropReplaced = (current: string) => {
    const keys = [...replaced.current];
    void dropReplacedWhenAnswered(current, keys).then(
      (outcome) => {
        for (const key of [...(outcome?.dropped ?? []), ...(outcome?.kept ?? [])]) replaced.current.delete(key);
      },
      () => undefined,
    );
  };

  const onRecorded = async (blob: Blob) => {
    setSave({ status: 'saving' });
    try {
      const { row } = await savePracticeRecording(blob, {
        userId,
        schoolId,
        lessonId: null,
        itemId: null,
        sentence: spokenText(question),
        mode: 'scripted',
      });
      setSave({ status: 'saved' });
      // The recording and its upload are committed: now the answer may point at it.
      const previous = recordingIdRef.current;
      onChangeRef.current({ type: 'speaking', recordingId: row.key });
      if (previous && previous !== row.key) replaced.current.add(previous);
      if (replaced.current.size) dropReplaced(row.key);
    } catch (e) {
      const message = e instanceof RecordingProblem || e instanceof StorageFullError ? e.message : SPEAKING_MSG.decodeFailed;
      setSave({ status: 'error', message });
    }
  };

  // An answer made on another device (merged from the server) has no recording here to replay.
  const [elsewhere, setElsewhere] = useState(false);
  useEffect(() => {
    let current = true;
    if (recordingId) void getRecording(recordingId).then((r) => current && setElsewhere(!r));
    return () => {
      current = false;
    };
  }, [recordingId]);

  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const row = live.row;
  useEffect(() => {
    if (!row) return;
    const url = URL.createObjectURL(new Blob([row.audio], { type: row.mimeType }));
    setAudioUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setAudioUrl(null);
    };
  }, [row?.key]); // eslint-disable-line react-hooks/exhaustive-deps -- a recording's bytes never change

  return (
    <div className="space-y-3">
      <RecorderPanel save={save} onRecorded={(blob) => void onRecorded(blob)} />
      {audioUrl && (
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700">Nghe lại bản ghi âm</p>
          <audio controls src={audioUrl} aria-label={`${label}, bản ghi âm của em`} className="w-full" />
        </div>
      )}
      {row && (
        <p className="text-sm text-slate-600">
          {row.uploadedAt
            ? 'Bản ghi âm đã được gửi lên máy chủ.'
            : navigator.onLine
              ? 'Bản ghi âm đang được gửi lên máy chủ…'
              : 'Bản ghi âm sẽ được gửi lên máy chủ khi có mạng.'}
        </p>
      )}
      {recordingId && elsewhere && <p className="text-sm text-slate-600">Câu này đã có bản ghi âm (được ghi trên thiết bị khác).</p>}
    </div>
  );
}

/** The signed-in student and school come from the school route (the taking screen is always below it). */
export default function SpeakingAnswerInRoute(props: SpeakingAnswerProps) {
  const context = useRouteContext({ strict: false }) as { schoolId?: number; schoolSession?: SessionData };
  if (!context.schoolId || !context.schoolSession) return null;
  return <SpeakingAnswer {...props} userId={context.schoolSession.user.id} schoolId={context.schoolId} />;
}
