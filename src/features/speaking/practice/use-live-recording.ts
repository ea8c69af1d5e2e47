// One recording as it changes on the device: its row (device score, then the server's result written by the outbox,
// possibly from the service worker or another tab) and its upload's state, through Dexie's liveQuery.
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { OutboxItem, RecordingRow } from '@/offline/db.ts';
import { getRecording, uploadOf } from '@/offline/recordings.ts';

export interface LiveRecording {
  row: RecordingRow | undefined;
  upload: OutboxItem | undefined;
}

export function useLiveRecording(key: string | null): LiveRecording {
  const [live, setLive] = useState<LiveRecording & { key: string | null }>({ key: null, row: undefined, upload: undefined });
  useEffect(() => {
    if (!key) return;
    const subscription = liveQuery(async () => ({ row: await getRecording(key), upload: await uploadOf(key) })).subscribe({
      next: (value) => setLive({ key, ...value }),
      error: () => setLive({ key, row: undefined, upload: undefined }),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return live.key === key ? live : { row: undefined, upload: undefined };
}
