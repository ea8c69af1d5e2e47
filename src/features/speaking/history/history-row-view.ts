// One line of the history table, whether it comes from the server or is still only on the device.
import type { RecordingRow } from '@/offline/db.ts';
import type { SpeechResult } from '@/shared/speech/types.ts';
import { parseHistoryBody, type SpeakingHistory } from '../api/speaking-types.ts';

export interface HistoryLine {
  key: string;
  serverId: number | null;
  date: string | number;
  studentName: string | null;
  sentence: string;
  score: number | null;
  /** 'pending': on the device only, score provisional; 'limited': stored but over the usage limit. */
  state: 'scored' | 'pending' | 'limited' | 'failed';
  result: SpeechResult | null;
  localAudio: Blob | null;
}

export function serverLine(row: SpeakingHistory): HistoryLine {
  const result = parseHistoryBody(row);
  return {
    key: `s${row.id}`,
    serverId: row.id,
    date: row.recordedAt ?? row.createdAt,
    studentName: `${row.user.last_name} ${row.user.first_name}`.trim(),
    sentence: row.sentence,
    score: row.overall ?? result?.overall ?? null,
    state: row.status,
    result,
    localAudio: null,
  };
}

export function deviceLine(row: RecordingRow): HistoryLine {
  return {
    key: `d${row.key}`,
    serverId: null,
    date: row.recordedAt,
    studentName: null,
    sentence: row.sentence,
    score: row.deviceResult?.overall ?? null,
    state: 'pending',
    result: row.deviceResult,
    localAudio: new Blob([row.audio], { type: row.mimeType }),
  };
}
