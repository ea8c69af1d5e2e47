import { describe, expect, it } from 'vitest';
import type { OutboxItem, RecordingRow } from '@/offline/db.ts';
import type { SpeechResult } from '@/shared/speech/types.ts';
import { recordingOutcome } from './recording-outcome.ts';

const device = { overall: 64, provisional: true, words: [] } as unknown as SpeechResult;
const server = { overall: 81, provisional: false, words: [] } as unknown as SpeechResult;
const row = (patch: Partial<RecordingRow> = {}) => ({ key: 'k', deviceResult: device, serverResult: null, ...patch }) as RecordingRow;

describe('recordingOutcome', () => {
  it('shows the device score as provisional while the upload waits', () => {
    expect(recordingOutcome(row(), { state: 'pending' } as OutboxItem)).toEqual({ result: device, provisional: true, upload: 'waiting', message: null });
  });

  it('the server result replaces the device score once delivered', () => {
    const out = recordingOutcome(row({ serverResult: { id: 4, status: 'scored', body: JSON.stringify(server) } }), undefined);
    expect(out).toMatchObject({ result: { overall: 81 }, provisional: false, upload: 'scored' });
  });

  it('a refusal over the limit keeps the device score and shows the server message', () => {
    const out = recordingOutcome(row({ serverResult: { id: 4, status: 'limited', body: 'null', message: 'Hết lượt' } }), undefined);
    expect(out).toEqual({ result: device, provisional: true, upload: 'refused', message: 'Hết lượt' });
  });

  it('a failed upload reports its error', () => {
    const out = recordingOutcome(row({ deviceResult: null }), { state: 'failed', lastError: 'Câu không hợp lệ' } as OutboxItem);
    expect(out).toEqual({ result: null, provisional: true, upload: 'failed', message: 'Câu không hợp lệ' });
  });
});
