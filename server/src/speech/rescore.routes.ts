// POST s/elsa/speaking_histories/:id/score: scores a recording that was kept unscored because its owner was over the
// limit, once more calls have been granted. Scoring an already scored result answers it unchanged (safe to repeat).
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { idString, params } from '../http/validate.ts';
import { HttpError, errorBody, notFound } from '../http/errors.ts';
import { SPEECH_SAMPLE_RATE } from '../../../src/shared/speech/types.ts';
import { wavToEnginePcm } from '../../../src/shared/speech/wav.ts';
import { scriptedProvider, unscriptedProvider } from './providers/index.ts';
import { speechConfigFor } from './settings.ts';
import { limitMessage, scoreWithinLimit } from './scoring.ts';
import { notifyPractice } from './notify.ts';
import { historyColumns, historyJson } from './history.ts';
import { refundCall, type SpeechMode } from './usage.ts';
import { recordingBytes } from './recording-files.ts';
import { SERVER_MSG } from '../messages.ts';

export const speechRescore = new Hono<AppEnv>().post(
  '/s/elsa/speaking_histories/:id/score',
  requireAuth,
  requireSchool,
  requirePermission('speaking.create'),
  async (c) => {
    const { id } = params(c, v.object({ id: idString }));
    const { db, config } = c.get('deps');
    const user = c.get('user');
    const h = t.speakingHistories;
    // Only the owner spends their own calls.
    const where = and(eq(h.id, id), eq(h.userId, user.id), eq(h.schoolId, c.get('school').schoolId));
    const [row] = await db.select().from(h).where(where);
    if (!row) throw notFound();
    const answer = async () => {
      const [fresh] = await db.select(historyColumns).from(h).innerJoin(t.users, eq(t.users.id, h.userId)).where(eq(h.id, id));
      return c.json({ data: historyJson(fresh!) });
    };
    if (row.status === 'scored') return answer();
    const mode = row.mode as SpeechMode;
    const speech = await speechConfigFor(db, config.speech, config.secretsKey, row.schoolId);
    const provider = mode === 'scripted' ? scriptedProvider(speech) : unscriptedProvider(speech);
    if (!provider) throw new HttpError(409, SERVER_MSG.speechUnscriptedUnavailable);
    const wav = await recordingBytes(db, c.get('deps').storage, row);
    const pcm = wavToEnginePcm(wav);
    const started = performance.now();
    const result = await scoreWithinLimit(db, { userId: user.id, schoolId: row.schoolId }, mode, provider, { wav, pcm, sentence: row.sentence });
    const ms = Math.round(performance.now() - started);
    const audioSeconds = pcm.length / SPEECH_SAMPLE_RATE;
    const request = { userId: user.id, schoolId: row.schoolId, historyId: id, mode, provider: provider.name, durationMs: ms, audioSeconds };
    if ('limited' in result) {
      await db.insert(t.speechRequests).values({ ...request, status: 'limited', overall: null });
      return c.json({ ...errorBody(429, limitMessage(result), {}, false), data: { id, status: 'limited' } }, 429);
    }
    // Two clicks at once: only the first to flip the row from 'limited' keeps its score; the other gives its unit back.
    const updated = await db
      .update(h)
      .set({ status: 'scored', result, overall: result.overall, provider: provider.name, sentence: result.sentence || row.sentence })
      .where(and(where, eq(h.status, 'limited')))
      .returning({ id: h.id });
    if (!updated.length) {
      await refundCall(db, user.id, mode);
      return answer();
    }
    await db.insert(t.speechRequests).values({ ...request, status: 'scored', overall: result.overall });
    await notifyPractice(db, { historyId: id, schoolId: row.schoolId, student: user, sentence: row.sentence, overall: result.overall, hadDeviceScore: false });
    return answer();
  },
);
