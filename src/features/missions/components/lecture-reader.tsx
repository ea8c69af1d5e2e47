// A lecture task: the lecture's text (kept on the device with the mission) and "I have read it", which goes through
// the outbox so it also counts when done offline.
import { OFFLINE_MSG } from '@/offline/offline-messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, touchTarget } from '@/components/ui/button.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import type { Lecture, TaskResult } from '@/shared/mission.ts';
import { missionsKey } from '../api/mission-keys.ts';
import { queueTaskWork } from '../api/queue-mission-write.ts';

export interface LectureReaderProps {
  schoolId: number;
  userId: number;
  missionId: number;
  missionTitle: string;
  taskId: number;
  lecture: Lecture | undefined;
  result: TaskResult | null;
}

/** The lecture's text as paragraphs; its first slide usually opens with the title, already shown above. */
const paragraphs = (l: Lecture) => {
  const all = l.body.split('\n\n');
  return all[0]?.trim() === l.title.trim() ? all.slice(1) : all;
};

export function LectureReader({ schoolId, userId, missionId, missionTitle, taskId, lecture, result }: LectureReaderProps) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [queued, setQueued] = useState(false);
  const read = result?.readAt ?? null;
  const markRead = async () => {
    try {
      await queueTaskWork({ userId, schoolId, missionId, title: missionTitle, body: { type: 'lecture', taskId } });
      setQueued(true);
      toast.success(navigator.onLine ? 'Đã ghi nhận bạn đã đọc bài giảng' : OFFLINE_MSG.queuedOffline);
      setTimeout(() => void qc.invalidateQueries({ queryKey: missionsKey(schoolId) }), 1500);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        className={`text-sm font-medium text-brand-700 hover:underline ${touchTarget}`}
      >
        {open ? 'Thu gọn bài giảng' : 'Đọc bài giảng'}
      </button>
      {read && <span className="ml-2 text-sm text-green-800">Đã đọc lúc {formatDateTime(read)}</span>}
      {open && (
        <article className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          {lecture ? paragraphs(lecture).map((p, i) => <p key={i}>{p}</p>) : <p>Không có nội dung bài giảng trên thiết bị này.</p>}
          {!read && (
            <Button size="sm" onClick={() => void markRead()} disabled={queued}>
              {queued ? 'Đã ghi nhận' : 'Tôi đã đọc xong'}
            </Button>
          )}
        </article>
      )}
    </div>
  );
}
