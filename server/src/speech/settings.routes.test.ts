// Speech-scoring settings: the system administrator chooses, as defaults and per school, the built-in engine or an
// ELSA-compatible API (a fake one here, on a real local socket) with a token that is sealed and never sent back, and
// the thresholds that colour results (sent with the school's session). Scoring follows the school's setting; the
// connection test says in Vietnamese what the API answered. Everyone else is refused with 403.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { startTestServer, testDeps, type TestServer } from '../test/harness.ts';
import { DEMO, OTHER_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import { unseal } from '../mail/secrets.ts';
import { SPEAKING_MSG } from '../../../src/shared/speaking-settings.ts';
import { demoSchoolId, upload } from './test-support.ts';

const TOKEN = 'ma-bi-mat-123';
const ANSWER = {
  utterance: [
    {
      sentence: 'go forward',
      nativeness_score: 81.5,
      words: [
        { text: 'go', nativeness_score: 90, start_time: 0.46, end_time: 0.64, phonemes: [] },
        { text: 'forward', nativeness_score: 70, start_time: 0.64, end_time: 1.17, phonemes: [] },
      ],
    },
  ],
};

let cloud: Server;
let base = '';
const seen: { path: string; auth: string }[] = [];
let server: TestServer;
let admin = '';
let schoolId = 0;
let otherId = 0;

beforeAll(async () => {
  cloud = createServer((req, res) => {
    seen.push({ path: req.url ?? '', auth: req.headers.authorization ?? '' });
    req.resume();
    req.on('end', () => {
      if (req.headers.authorization !== `ELSA ${TOKEN}`) return void res.writeHead(401).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ANSWER));
    });
  });
  await new Promise<void>((resolve) => cloud.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(cloud.address() as AddressInfo).port}/api/v1`;
  server = await startTestServer();
  admin = await server.login(DEMO.systemAdmin);
  schoolId = await demoSchoolId(server);
  otherId = (await server.db.select().from(t.schools).where(eq(t.schools.code, OTHER_SCHOOL_CODE)))[0]!.id;
}, 90_000);
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => cloud.close(() => resolve()));
});

const call = (method: string, path: string, body?: unknown, token = admin) => server.call(method, path, { token, body });
const setting = (over: Record<string, unknown> = {}) => ({ provider: 'embedded', apiUrl: '', token: '', goodThreshold: 80, fairThreshold: 60, ...over });

describe('defaults', () => {
  it("follow the server's configuration until set", async () => {
    const res = await call('GET', 'elsa_settings/default');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ setting: null, server: { provider: 'embedded', apiUrl: null } });
  });

  it('refuses an external provider without an address, a bad address and thresholds out of order, per field', async () => {
    const noUrl = await call('PUT', 'elsa_settings/default', setting({ provider: 'elsa' }));
    expect(noUrl.status).toBe(422);
    expect(noUrl.json.errors.apiUrl).toEqual([SPEAKING_MSG.urlRequired]);
    expect((await call('PUT', 'elsa_settings/default', setting({ apiUrl: 'ftp://x' }))).json.errors.apiUrl).toEqual([SPEAKING_MSG.urlInvalid]);
    const order = await call('PUT', 'elsa_settings/default', setting({ goodThreshold: 50, fairThreshold: 50 }));
    expect(order.json.errors.fairThreshold).toEqual([SPEAKING_MSG.fairNotBelowGood]);
    expect((await call('PUT', 'elsa_settings/default', setting({ goodThreshold: 101 }))).json.errors.goodThreshold).toEqual([SPEAKING_MSG.thresholdInvalid]);
    expect((await call('PUT', 'elsa_settings/default', setting({ token: 'mã bí mật' }))).json.errors.token).toEqual([SPEAKING_MSG.tokenInvalid]);
  });

  it('seals the token and never sends it back; an empty token keeps it', async () => {
    const res = await call('PUT', 'elsa_settings/default', setting({ provider: 'elsa', apiUrl: base, token: TOKEN, goodThreshold: 75, fairThreshold: 50 }));
    expect(res.status).toBe(200);
    expect(res.json.data.setting).toMatchObject({ provider: 'elsa', apiUrl: base, hasToken: true, goodThreshold: 75, fairThreshold: 50 });
    const [row] = await server.db.select().from(t.speakingSettings).where(isNull(t.speakingSettings.schoolId));
    expect(row!.tokenSealed).not.toContain(TOKEN);
    const secrets = testDeps(server.db, server.storage).config.secretsKey as { key: Buffer };
    expect(unseal(secrets.key, row!.tokenSealed!)).toBe(TOKEN);
    const again = await call('PUT', 'elsa_settings/default', setting({ provider: 'elsa', apiUrl: base, goodThreshold: 75, fairThreshold: 50 }));
    expect(again.json.data.setting.hasToken).toBe(true);
    for (const r of [res, again, await call('GET', 'elsa_settings/default'), await call('GET', 'elsa_settings/schools')]) {
      expect(JSON.stringify(r.json)).not.toContain(TOKEN);
      expect(JSON.stringify(r.json)).not.toContain(row!.tokenSealed!);
    }
  });
});

describe('per school', () => {
  it("scores a school's practice through the provider in force, and colours by its thresholds", async () => {
    const student = await server.login(DEMO.student);
    // The defaults (above): the external API with its token.
    const providers = await server.call('GET', 's/elsa/providers', { token: student, school: schoolId });
    expect(providers.json.data).toEqual({ scripted: 'elsa', unscripted: true });
    const scored = await upload(server, { token: student, school: schoolId, fields: { sentence: 'go forward' } });
    expect(scored.status).toBe(201);
    expect(seen.at(-1)).toEqual({ path: '/api/v1/score_audio_plus', auth: `ELSA ${TOKEN}` });
    const session = await server.call('GET', 's/sessions/current', { token: student, school: schoolId });
    expect(session.json.data.speakingThresholds).toEqual({ good: 75, fair: 50 });

    // The school's own: the built-in engine, no external API, its own thresholds.
    const own = await call('PUT', `elsa_settings/schools/${schoolId}`, setting({ goodThreshold: 85, fairThreshold: 65 }));
    expect(own.status).toBe(200);
    expect(own.json.data).toMatchObject({ provider: 'embedded', apiUrl: null, hasToken: false });
    expect((await server.call('GET', 's/elsa/providers', { token: student, school: schoolId })).json.data).toEqual({ scripted: 'embedded', unscripted: false });
    expect((await server.call('GET', 's/sessions/current', { token: student, school: schoolId })).json.data.speakingThresholds).toEqual({ good: 85, fair: 65 });
    const list = await call('GET', 'elsa_settings/schools?perPage=100');
    expect(list.json.data.find((s: { id: number }) => s.id === schoolId).setting).toMatchObject({ goodThreshold: 85 });
    expect(list.json.data.find((s: { id: number }) => s.id === otherId).setting).toBeNull();

    // Back to the defaults.
    expect((await call('DELETE', `elsa_settings/schools/${schoolId}`)).status).toBe(200);
    expect((await server.call('GET', 's/elsa/providers', { token: student, school: schoolId })).json.data).toEqual({ scripted: 'elsa', unscripted: true });
    expect((await call('PUT', 'elsa_settings/schools/999999', setting())).status).toBe(404);
  });
});

describe('the connection test', () => {
  it('says the API answered, using the saved token when none is typed', async () => {
    const res = await call('POST', 'elsa_settings/test', { apiUrl: base, token: '', scope: 'default' });
    expect(res.json.data).toEqual({ ok: true, message: SPEAKING_MSG.testOk });
    expect(seen.at(-1)!.auth).toBe(`ELSA ${TOKEN}`);
  });

  it('says a refused token, and an address nobody answers, in Vietnamese', async () => {
    const refused = await call('POST', 'elsa_settings/test', { apiUrl: base, token: 'sai', scope: 'default' });
    expect(refused.json.data).toEqual({ ok: false, message: SPEAKING_MSG.testUnauthorized.replace('{status}', '401') });
    const dead = await call('POST', 'elsa_settings/test', { apiUrl: 'http://127.0.0.1:9/api', token: 'x', scope: otherId });
    expect(dead.json.data).toEqual({ ok: false, message: SPEAKING_MSG.testUnreachable.replace('{host}', '127.0.0.1:9') });
  });
});

describe('access', () => {
  it.each([DEMO.schoolAdmin, DEMO.teacher, DEMO.student])('refuses %s with 403', async (email) => {
    const token = await server.login(email);
    const paths: [string, string, unknown?][] = [
      ['GET', 'elsa_settings/default'],
      ['PUT', 'elsa_settings/default', setting()],
      ['DELETE', 'elsa_settings/default'],
      ['GET', 'elsa_settings/schools'],
      ['PUT', `elsa_settings/schools/${schoolId}`, setting()],
      ['DELETE', `elsa_settings/schools/${schoolId}`],
      ['POST', 'elsa_settings/test', { apiUrl: base, token: '', scope: 'default' }],
    ];
    for (const [method, path, body] of paths) expect([method, path, (await call(method, path, body, token)).status]).toEqual([method, path, 403]);
  });
});
