// A mission's speaking task done with the speaking feature's recorder and scoring (issue 4): the recording is kept
// and uploaded by that feature; its score (the device's at once, the server's when it arrives) goes to the mission
// through the outbox under the recording's id, so the server's score replaces the provisional one.
import { useEffect, useMemo, useRef } from 'react';
import { scoringClient } from '@/features/speaking/engine/device-scoring.ts';
import { usePractice } from '@/features/speaking/practice/use-practice.ts';
import { PracticeResult } from '@/features/speaking/components/practice-result.tsx';
import { RecorderPanel } from '@/features/speaking/components/recorder-panel.tsx';
import { ReferenceAudio } from '@/features/speaking/components/reference-audio.tsx';
import { queueTaskWork } from '@/features/missions/api/queue-mission-write.ts';
import type { MissionTask, StudentMission } from '@/shared/mission.ts';

export interface MissionSpeakingProps {
  schoolId: number;
  userId: number;
  mission: StudentMission;
  task: MissionTask;
}

export function MissionSpeaking({ schoolId, userId, mission, task }: MissionSpeakingProps) {
  const client = useMemo(() => scoringClient(), []);
  const sentence = task.speakingText ?? task.title;
  const target = useMemo(
    () => ({ userId, schoolId, lessonId: null, itemId: task.contentId, sentence, mode: 'scripted' as const }),
    [userId, schoolId, task.contentId, sentence],
  );
  const practice = usePractice(target, client);
  const key = practice.recording?.key ?? null;
  const result = practice.outcome.result;
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (!key || !result) return;
    const mark = `${key}:${result.provisional ? 'device' : 'server'}:${result.overall}`;
    if (sent.current.has(mark)) return;
    sent.current.add(mark);
    void queueTaskWork({
      userId, schoolId, missionId: mission.id, title: mission.title,
      body: {
        type: 'speaking', taskId: task.id,
        attempt: {
          id: key, text: sentence, score: result.overall, recordingId: key, createdAt: new Date().toISOString(),
          words: result.words.map((w) => ({ word: w.word, score: w.score })),
        },
      },
    });
  }, [key, result, userId, schoolId, mission.id, mission.title, task.id, sentence]);
  return (
    <div className="mt-2 space-y-3">
      <p lang="en" className="text-lg font-semibold text-slate-900">{sentence}</p>
      <RecorderPanel save={practice.save} onRecorded={(blob) => void practice.onRecorded(blob)} />
      <PracticeResult practice={practice} reference={<ReferenceAudio text={sentence} audioUrl={null} />} />
    </div>
  );
}
