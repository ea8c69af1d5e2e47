// Pronunciation scoring (spec §7 speech-scoring service, POST score_audio): scripted and unscripted uploads, stored
// as speaking history with their recording, counted against the user's limits, teachers notified.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { idempotencyKeyOf, idempotent } from '../http/idempotency.ts';
import { HttpError, errorBody, invalid } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SPEECH_MAX_UPLOAD_BYTES, type SpeechResult } from '../../../src/shared/speech/types.ts';
import { scriptedProvider, unscriptedProvider } from './providers/index.ts';
import { speechConfigFor } from './settings.ts';
import { readUpload, type Upload } from './upload.ts';
import type { SpeechMode } from './usage.ts';
import { limitMessage, scoreWithinLimit } from './scoring.ts';
import { notifyPractice } from './notify.ts';
import { historyJson, storePractice, type Practice } from './history.ts';
import { SERVER_MSG } from '../messages.ts';

const uploadLimit = bodyLimit({
  maxSize: SPEECH_MAX_UPLOAD_BYTES + 512 * 1024,
  onError: () => {
    throw new HttpError(413, MSG.speechTooLong, { audio_file: [MSG.speechTooLong] });
  },
});

const practiceOf = (c: Context<AppEnv>, mode: SpeechMode, upload: Upload, provider: string, result: SpeechResult | null, started: number): Practice => ({
  user: c.get('user'),
  schoolId: c.get('school').schoolId,
  mode,
  upload,
  provider,
  result,
  durationMs: performance.now() - started,
  clientKey: idempotencyKeyOf(c),
});

async function score(c: Context<AppEnv>, mode: SpeechMode) {
  const { db, config } = c.get('deps');
  const user = c.get('user');
  // The school's own provider setting, else the system's, else the environment (settings.ts).
  const speech = await speechConfigFor(db, config.speech, config.secretsKey, c.get('school').schoolId);
  const provider = mode === 'scripted' ? scriptedProvider(speech) : unscriptedProvider(speech);
  if (!provider?.unscripted && mode === 'unscripted') throw new HttpError(409, SERVER_MSG.speechUnscriptedUnavailable);
  const up = await readUpload(c, { sentenceRequired: mode === 'scripted' });
  if (mode === 'scripted') {
    const missing = await provider!.missingWords(up.sentence);
    if (missing.length) throw invalid({ sentence: [MSG.speechUnknownWords.replace('{words}', missing.join(', '))] });
  }
  if (up.contentId !== null) {
    const [item] = await db.select({ id: t.englishItems.id }).from(t.englishItems).where(eq(t.englishItems.id, up.contentId));
    if (!item) throw invalid({ contentId: [MSG.invalidInput] });
  }
  const started = performance.now();
  const result = await scoreWithinLimit(db, { userId: user.id, schoolId: c.get('school').schoolId }, mode, provider!, up);
  if ('limited' in result) {
    // Over a limit: keep the recording (scored later with POST .../score once more calls are granted).
    const row = await storePractice(c.get('deps'), practiceOf(c, mode, up, provider!.name, null, started));
    return c.json({ ...errorBody(429, limitMessage(result), {}, false), data: { id: row.id, status: 'limited' } }, 429);
  }
  const row = await storePractice(c.get('deps'), practiceOf(c, mode, up, provider!.name, result, started));
  await notifyPractice(db, {
    historyId: row.id,
    schoolId: row.schoolId,
    student: user,
    sentence: row.sentence,
    overall: result.overall,
    hadDeviceScore: up.deviceResult !== null,
  });
  return c.json({ data: historyJson(row) }, 201);
}

export const speech = new Hono<AppEnv>()
  .get('/s/elsa/providers', requireAuth, requireSchool, requirePermission('speaking.view'), async (c) => {
    const { db, config } = c.get('deps');
    const cfg = await speechConfigFor(db, config.speech, config.secretsKey, c.get('school').schoolId);
    return c.json({ data: { scripted: scriptedProvider(cfg).name, unscripted: unscriptedProvider(cfg) !== null } });
  })
  .post('/s/elsa/score_audio', requireAuth, requireSchool, requirePermission('speaking.create'), uploadLimit, idempotent, (c) => score(c, 'scripted'))
  .post('/s/elsa/score_audio_unscripted', requireAuth, requireSchool, requirePermission('speaking.create'), uploadLimit, idempotent, (c) =>
    score(c, 'unscripted'),
  );
