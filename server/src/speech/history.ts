// Speaking history rows as the API serves them (spec §3 speaking result: id and body, a JSON string) and who may see one.
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Storage } from '../platform/storage/index.ts';
import { storeRecordingFile } from './recording-files.ts';
import type { Grants } from '../../../src/shared/permissions.ts';
import * as t from '../db/schema.ts';
import type { SpeechResult } from '../../../src/shared/speech/types.ts';
import type { Upload } from './upload.ts';
import type { SpeechMode } from './usage.ts';

/** Every column but the recording itself, which only the audio endpoint sends. */
const { audio: _audio, deviceResult: _device, ...listed } = getTableColumns(t.speakingHistories);
export const historyColumns = {
  ...listed,
  firstName: t.users.firstName,
  lastName: t.users.lastName,
};

type Row = Omit<typeof t.speakingHistories.$inferSelect, 'audio' | 'deviceResult'> & { firstName: string; lastName: string };

export function historyJson(r: Row) {
  return {
    id: r.id,
    body: JSON.stringify(r.result ?? null),
    status: r.status,
    overall: r.overall,
    sentence: r.sentence,
    mode: r.mode,
    provider: r.provider,
    contentId: r.contentId,
    audioSeconds: r.audioSeconds,
    recordedAt: r.recordedAt,
    createdAt: r.createdAt,
    audioUrl: `/api/s/elsa/speaking_histories/${r.id}/audio`,
    user: { id: r.userId, first_name: r.firstName, last_name: r.lastName },
  };
}

/** Ids of the groups of this school where the user has the given role. */
export async function groupIdsOf(db: Db, userId: number, schoolId: number, role: 'teacher' | 'student'): Promise<number[]> {
  const rows = await db
    .select({ groupId: t.groupMembers.groupId })
    .from(t.groupMembers)
    .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.groupMembers.groupId))
    .where(and(eq(t.groupMembers.userId, userId), eq(t.groupMembers.role, role), eq(t.schoolGroups.schoolId, schoolId)));
  return rows.map((r) => r.groupId);
}

/** The owner, a school administrator, or a teacher of a group the owner learns in may see a result. */
export async function canSee(db: Db, viewer: { id: number; grants: Grants }, owner: number, schoolId: number): Promise<boolean> {
  if (viewer.id === owner || viewer.grants.schoolAdmin || viewer.grants.superAdmin) return true;
  const teaching = new Set(await groupIdsOf(db, viewer.id, schoolId, 'teacher'));
  if (!teaching.size) return false;
  return (await groupIdsOf(db, owner, schoolId, 'student')).some((g) => teaching.has(g));
}

/** One practice recording as scored (result null: refused over the usage limit, kept to be scored later). */
export interface Practice {
  user: { id: number; firstName: string; lastName: string };
  schoolId: number;
  mode: SpeechMode;
  upload: Upload;
  provider: string;
  result: SpeechResult | null;
  durationMs: number;
  /** The request's Idempotency-Key: a replayed upload finds its row instead of adding one. */
  clientKey: string | null;
}

/** Keeps the recording in the speaking history and counts the call in the service statistics. */
export async function storePractice({ db, storage }: { db: Db; storage: Storage }, p: Practice) {
  const { upload: up, result } = p;
  const fileId = await storeRecordingFile(db, storage, { userId: p.user.id, schoolId: p.schoolId, bytes: up.wav, contentType: 'audio/wav' });
  const [row] = await db
    .insert(t.speakingHistories)
    .values({
      userId: p.user.id,
      schoolId: p.schoolId,
      contentId: up.contentId,
      mode: p.mode,
      sentence: result?.sentence || up.sentence,
      status: result ? 'scored' : 'limited',
      provider: p.provider,
      overall: result?.overall ?? null,
      result,
      deviceResult: up.deviceResult,
      fileId,
      audioType: 'audio/wav',
      audioSeconds: up.audioSeconds,
      recordedAt: up.recordedAt,
      clientKey: p.clientKey,
    })
    .returning();
  await db.insert(t.speechRequests).values({
    userId: p.user.id,
    schoolId: p.schoolId,
    historyId: row!.id,
    mode: p.mode,
    provider: p.provider,
    status: row!.status,
    overall: row!.overall,
    durationMs: Math.round(p.durationMs),
    audioSeconds: up.audioSeconds,
  });
  return { ...row!, firstName: p.user.firstName, lastName: p.user.lastName };
}
