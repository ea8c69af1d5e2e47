// Speech-scoring settings per school (spec §7 elsa_settings): the row of the school, else the default row (school
// null), else the server's environment (speech/config.ts). 'embedded' scores scripted practice with the built-in
// engine; 'elsa' sends it to the ELSA-compatible API of the row. Free speaking (unscripted) always needs a cloud API:
// the row's when it names one, else the environment's. The token is sealed with SECRETS_KEY and only opened here.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { seal, unseal, type SecretsKey } from '../mail/secrets.ts';
import { log } from '../platform/logger.ts';
import type { SpeechConfig } from './config.ts';
import { encodeWav } from '../../../src/shared/speech/wav.ts';
import {
  DEFAULT_SCORE_THRESHOLDS,
  SPEAKING_MSG,
  type ScoreThresholds,
  type SpeakingSettingInput,
  type SpeakingSettingView,
  type SpeakingTestInput,
  type SpeakingTestResult,
} from '../../../src/shared/speaking-settings.ts';
import { SERVER_MSG } from '../messages.ts';

type Row = typeof t.speakingSettings.$inferSelect;

export const toView = (r: Row): SpeakingSettingView => ({
  provider: r.provider === 'elsa' ? 'elsa' : 'embedded',
  apiUrl: r.apiUrl,
  hasToken: r.tokenSealed !== null,
  goodThreshold: r.goodThreshold,
  fairThreshold: r.fairThreshold,
  updatedAt: r.updatedAt.toISOString(),
});

const scope = (schoolId: number | null) => (schoolId === null ? isNull(t.speakingSettings.schoolId) : eq(t.speakingSettings.schoolId, schoolId));

export async function settingOf(db: Db, schoolId: number | null): Promise<Row | undefined> {
  const [row] = await db.select().from(t.speakingSettings).where(scope(schoolId));
  return row;
}

/** The row in force for a school: its own, else the default; undefined: the environment decides. */
async function rowInForce(db: Db, schoolId: number | null): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(t.speakingSettings)
    .where(schoolId === null ? isNull(t.speakingSettings.schoolId) : or(eq(t.speakingSettings.schoolId, schoolId), isNull(t.speakingSettings.schoolId)))
    .orderBy(sql`${t.speakingSettings.schoolId} nulls last`)
    .limit(1);
  return row;
}

function openToken(secrets: SecretsKey, row: Row): string | undefined {
  if (row.tokenSealed === null) return undefined;
  if (!('key' in secrets)) throw new HttpError(502, SERVER_MSG.speechProviderFailed);
  try {
    return unseal(secrets.key, row.tokenSealed);
  } catch (err) {
    // Sealed under another SECRETS_KEY: the provider would refuse every call; say the service failed, log why.
    log.error({ err, settingId: row.id }, 'speech provider token cannot be opened');
    throw new HttpError(502, SERVER_MSG.speechProviderFailed);
  }
}

/** The provider configuration a school's scoring uses. */
export async function speechConfigFor(db: Db, base: SpeechConfig, secrets: SecretsKey, schoolId: number | null): Promise<SpeechConfig> {
  const row = await rowInForce(db, schoolId);
  if (!row) return base;
  if (row.provider === 'elsa' && row.apiUrl) {
    return { ...base, scriptedProvider: 'elsa', elsaUrl: row.apiUrl.replace(/\/+$/, ''), elsaToken: openToken(secrets, row) };
  }
  return row.apiUrl
    ? { ...base, scriptedProvider: 'embedded', elsaUrl: row.apiUrl.replace(/\/+$/, ''), elsaToken: openToken(secrets, row) }
    : { ...base, scriptedProvider: 'embedded' };
}

export async function scoreThresholdsFor(db: Db, schoolId: number | null): Promise<ScoreThresholds> {
  const row = await rowInForce(db, schoolId);
  return row ? { good: row.goodThreshold, fair: row.fairThreshold } : { ...DEFAULT_SCORE_THRESHOLDS };
}

export async function saveSetting(db: Db, secrets: SecretsKey, schoolId: number | null, input: SpeakingSettingInput): Promise<Row> {
  const current = await settingOf(db, schoolId);
  let tokenSealed = input.clearToken ? null : (current?.tokenSealed ?? null);
  if (input.token) {
    if (!('key' in secrets)) throw invalid({ token: [SPEAKING_MSG.secretsKeyMissing] });
    tokenSealed = seal(secrets.key, input.token);
  }
  const values = {
    provider: input.provider,
    apiUrl: input.apiUrl || null,
    tokenSealed,
    goodThreshold: input.goodThreshold,
    fairThreshold: input.fairThreshold,
    updatedAt: new Date(),
  };
  if (current) {
    const [row] = await db.update(t.speakingSettings).set(values).where(eq(t.speakingSettings.id, current.id)).returning();
    return row!;
  }
  const [row] = await db
    .insert(t.speakingSettings)
    .values({ schoolId, ...values })
    .returning();
  return row!;
}

export async function deleteSetting(db: Db, schoolId: number | null): Promise<void> {
  await db.delete(t.speakingSettings).where(and(scope(schoolId)));
}

/** Half a second of faint noise: enough for a service to take the upload, whatever it makes of it. */
const probeWav = () => encodeWav(Float32Array.from({ length: 8000 }, (_, i) => Math.sin(i / 5) * 0.01));

/**
 * Sends a short recording to the API as typed (the saved token of `scope` when none is typed) and says in Vietnamese
 * what came back. A refusal of the audio itself (400/422) still proves the address and token work.
 */
export async function testConnection(db: Db, secrets: SecretsKey, timeoutMs: number, input: SpeakingTestInput): Promise<SpeakingTestResult> {
  let token = input.token || undefined;
  if (!token) {
    const row = await settingOf(db, input.scope === 'default' ? null : input.scope);
    if (row) token = openToken(secrets, row);
  }
  const base = input.apiUrl.replace(/\/+$/, '');
  const form = new FormData();
  form.set('audio_file', new Blob([probeWav().slice()], { type: 'audio/wav' }), 'kiem-tra.wav');
  form.set('sentence', 'hello');
  let res: Response;
  try {
    res = await fetch(`${base}/score_audio_plus`, {
      method: 'POST',
      headers: token ? { authorization: `ELSA ${token}` } : {},
      body: form,
      signal: AbortSignal.timeout(Math.min(timeoutMs, 15_000)),
    });
  } catch {
    return { ok: false, message: SPEAKING_MSG.testUnreachable.replace('{host}', new URL(base).host) };
  }
  const status = String(res.status);
  if (res.status === 401 || res.status === 403) return { ok: false, message: SPEAKING_MSG.testUnauthorized.replace('{status}', status) };
  if (res.status === 404) return { ok: false, message: SPEAKING_MSG.testNotFound };
  if (res.status === 400 || res.status === 422) return { ok: true, message: SPEAKING_MSG.testOk };
  if (!res.ok) return { ok: false, message: SPEAKING_MSG.testFailed.replace('{status}', status) };
  try {
    await res.json();
  } catch {
    return { ok: false, message: SPEAKING_MSG.testNotJson };
  }
  return { ok: true, message: SPEAKING_MSG.testOk };
}
