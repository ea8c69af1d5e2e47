// The student's recordings still on the device only (not yet delivered, or refused by a failed upload), shown above
// the server's history with their provisional score; they disappear from here once the server has them.
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { RecordingRow } from '@/offline/db.ts';
import { listRecordings } from '@/offline/recordings.ts';

export function usePendingRecordings(userId: number, schoolId: number): RecordingRow[] {
  const [rows, setRows] = useState<RecordingRow[]>([]);
  useEffect(() => {
    const subscription = liveQuery(async () => (await listRecordings(userId, schoolId)).filter((r) => r.uploadedAt === null)).subscribe({
      next: setRows,
      error: () => setRows([]),
    });
    return () => subscription.unsubscribe();
  }, [userId, schoolId]);
  return rows;
}
