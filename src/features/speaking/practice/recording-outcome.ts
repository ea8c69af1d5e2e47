// What the practice screen shows for a recording: the server's result when the upload was scored, else the
// on-device provisional score; the server's refusal (over the limit) or a failed upload with its message.
import type { OutboxItem, RecordingRow } from '@/offline/db.ts';
import type { SpeechResult } from '@/shared/speech/types.ts';
import { parseHistoryBody, type SpeakingHistory } from '../api/speaking-types.ts';

export interface RecordingOutcome {
  result: SpeechResult | null;
  /** true while the score shown is the device's (no server result yet). */
  provisional: boolean;
  /** 'waiting': in the outbox; 'scored': the server's result is in; 'refused' / 'failed': see message. */
  upload: 'waiting' | 'scored' | 'refused' | 'failed';
  message: string | null;
}

type Delivered = Partial<SpeakingHistory> & { id: number; status?: string; message?: string };

export function recordingOutcome(row: RecordingRow | undefined, upload: OutboxItem | undefined): RecordingOutcome {
  const delivered = (row?.serverResult ?? null) as Delivered | null;
  if (delivered) {
    const server = typeof delivered.body === 'string' ? parseHistoryBody({ body: delivered.body }) : null;
    if (server) return { result: server, provisional: false, upload: 'scored', message: null };
    // Stored by the server but not scored (over the usage limit): the device score stays, marked provisional.
    return { result: row?.deviceResult ?? null, provisional: true, upload: 'refused', message: delivered.message ?? null };
  }
  if (upload?.state === 'failed') {
    return { result: row?.deviceResult ?? null, provisional: true, upload: 'failed', message: upload.lastError };
  }
  return { result: row?.deviceResult ?? null, provisional: true, upload: 'waiting', message: null };
}
