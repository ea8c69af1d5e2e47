// What a delivered recording upload changes on the device: the server's speaking result is stored beside the
// recording and replaces the provisional on-device score in the history. Runs inside the drain's transaction.
import { db, type OutboxItem } from './db.ts';

export async function applyDeliveredRecording(item: OutboxItem, data: unknown, now: number): Promise<void> {
  const key = item.upload?.file.recordingKey;
  if (!key) return;
  const row = await db.recordings.get(key);
  if (!row) return;
  const id = data && typeof data === 'object' ? (data as { id?: unknown }).id : undefined;
  await db.recordings.put({
    ...row,
    serverResult: data ?? null,
    serverId: typeof id === 'number' ? id : null,
    uploadedAt: now,
  });
}
