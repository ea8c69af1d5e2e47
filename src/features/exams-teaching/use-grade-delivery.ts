// Follows the grades queued for one attempt: pending or failed items from the sync status, and the moment the one
// just saved is delivered (then the server's answer replaces the attempt shown and the lists are fetched again).
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { db, type OutboxItem } from '@/offline/db.ts';
import { marksUrl } from '@/offline/exam-grades.ts';
import { syncStatus } from '@/offline/outbox-status.ts';
import type { TeacherAttempt } from '@/shared/exam.ts';
import { deliverNow } from './api/save-marks.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';
import { userExamKey } from './api/get-user-exam.ts';

export type TrackedState = 'idle' | 'queued' | 'delivered' | 'failed';

export interface GradeDelivery {
  /** Items for this attempt not yet delivered (pending or sending). */
  waiting: OutboxItem[];
  /** Items the server refused; they stay until retried or dismissed. */
  failed: OutboxItem[];
  /** The state of the last save made on this page. */
  tracked: TrackedState;
  track: (outboxId: number) => void;
}

export function useGradeDelivery(schoolId: number, userExamId: number | null): GradeDelivery {
  const status = useSyncExternalStore(syncStatus.subscribe, syncStatus.getSnapshot, syncStatus.getServerSnapshot);
  const qc = useQueryClient();
  const url = userExamId === null ? null : marksUrl(userExamId);
  const mine = url === null ? [] : status.items.filter((i) => i.kind === 'grade' && i.url === url);
  const [trackedId, setTrackedId] = useState<number | null>(null);
  const [tracked, setTracked] = useState<TrackedState>('idle');

  const track = useCallback((outboxId: number) => {
    setTrackedId(outboxId);
    setTracked('queued');
  }, []);

  // Watch the saved item itself rather than the pending list: online, it can be delivered before any list update.
  useEffect(() => {
    if (trackedId === null || userExamId === null) return;
    const sub = liveQuery(() => db.outbox.get(trackedId)).subscribe({
      next: (item) => {
        if (item?.state === 'failed') setTracked('failed');
        if (item?.state !== 'done') return;
        sub.unsubscribe();
        setTracked('delivered');
        if (item.response) qc.setQueryData(userExamKey(schoolId, userExamId), item.response as TeacherAttempt);
        void qc.invalidateQueries({ queryKey: teachingKey(schoolId) });
      },
    });
    return () => sub.unsubscribe();
  }, [trackedId, userExamId, schoolId, qc]);

  // Grades typed offline go as soon as the network returns, even before the app's own timer comes round.
  useEffect(() => {
    const onOnline = () => void deliverNow(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  return {
    waiting: mine.filter((i) => i.state !== 'failed'),
    failed: mine.filter((i) => i.state === 'failed'),
    tracked,
    track,
  };
}
