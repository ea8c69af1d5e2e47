// A file copy of an outbox item the user chose to delete unsent, so nothing a student or teacher made disappears
// without a trace: a recording as its WAV audio, anything else (a submission, grades, a mission's work) as the JSON
// request it would have sent, with what it was and why the server refused it.
import { db, type OutboxItem } from './db.ts';

export interface ExportFile {
  filename: string;
  blob: Blob;
}

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace(/[-:T]/g, '');

export async function exportOf(item: OutboxItem): Promise<ExportFile> {
  const when = stamp(item.createdAt);
  if (item.upload) {
    const recording = await db.recordings.get(item.upload.file.recordingKey);
    if (recording) return { filename: `ghi-am-${when}.wav`, blob: new Blob([recording.audio], { type: recording.mimeType }) };
  }
  const copy = {
    label: item.label,
    kind: item.kind,
    createdAt: new Date(item.createdAt).toISOString(),
    refusedWith: item.lastError,
    request: { method: item.method, url: item.url, body: item.body ?? item.upload?.fields ?? null },
  };
  return { filename: `${item.kind}-${when}.json`, blob: new Blob([JSON.stringify(copy, null, 2)], { type: 'application/json' }) };
}
