// A recording found by the id the device gave it (the upload's Idempotency-Key), as an exam's speaking answer names
// it (`{ type: 'speaking', recordingId }`): the teacher's grading page plays it from here. Only the student, a teacher
// of a group the student learns in (this school), the school's administrators and those who oversee the school's
// groups may hear it; anyone else, or a recording not uploaded yet, gets 404.
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { notFound } from '../http/errors.ts';
import { params } from '../http/validate.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';
import { canSee } from './history.ts';
import { recordingResponse } from './recording-files.ts';
import { presignedReads } from '../platform/storage/config.ts';

/** The device names recordings with UUIDs (stored lower-case, as the idempotency layer keeps keys). */
const keyParam = v.object({ key: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/i), v.toLowerCase()) });

export const speechRecordings = new Hono<AppEnv>().get('/s/elsa/recordings/:key/audio', requireAuth, requireSchool, async (c) => {
  const { key } = params(c, keyParam);
  const { db } = c.get('deps');
  const schoolId = c.get('school').schoolId;
  const [row] = await db
    .select({
      userId: t.speakingHistories.userId,
      audio: t.speakingHistories.audio,
      audioType: t.speakingHistories.audioType,
      fileId: t.speakingHistories.fileId,
    })
    .from(t.speakingHistories)
    .where(and(eq(t.speakingHistories.clientKey, key), eq(t.speakingHistories.schoolId, schoolId)))
    .orderBy(desc(t.speakingHistories.id))
    .limit(1);
  if (!row) throw notFound();
  const grants = c.get('grants');
  // The school's principal and officers grade any group's exams (exams/access.ts teacherGroup): they may listen too.
  const overseer = ['officer', 'supervisor'].includes(c.get('school').position) && hasPermission(grants, 'school_group.view');
  if (!overseer && !(await canSee(db, { id: c.get('user').id, grants }, row.userId, schoolId))) throw notFound();
  const { storage, config } = c.get('deps');
  return recordingResponse(c, db, storage, row, presignedReads(config));
});
