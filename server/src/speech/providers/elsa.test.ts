// The ELSA-compatible adapter against a fake cloud service on a real local socket: what it sends (multipart with
// the recording and sentence, the token), how answers map to SpeechResult, and the API with the cloud configured
// (scripted through ELSA, unscripted offered and counted).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { elsaProvider } from './elsa.ts';
import { mapElsaResponse } from './elsa-map.ts';
import { loadSpeechConfig } from '../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { seed, DEMO, DEMO_PASSWORD } from '../../seed.ts';
import * as t from '../../db/schema.ts';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { demoSchoolId, goForwardWav, upload, userId } from '../test-support.ts';
import { tempStorage, testDeps, type TestServer } from '../../test/harness.ts';
import { HttpError } from '../../http/errors.ts';

const ANSWER = {
  utterance: [
    {
      sentence: 'go forward',
      nativeness_score: 81.5,
      words: [
        {
          text: 'go',
          nativeness_score: 90,
          start_time: 0.46,
          end_time: 0.64,
          phonemes: [
            { text: 'ɡ', nativeness_score: 95, start_time: 0.46, end_time: 0.54 },
            { text: 'oʊ', nativeness_score: 85, start_time: 0.54, end_time: 0.64 },
          ],
        },
        { text: 'forward', nativeness_score: 0.7, start_time: 0.64, end_time: 1.17, phonemes: [] },
      ],
    },
  ],
};

interface Seen {
  path: string;
  auth: string;
  type: string;
  body: Buffer;
}
let cloud: Server;
let base = '';
const seen: Seen[] = [];
let failNext = false;

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

beforeAll(async () => {
  cloud = createServer(async (req, res) => {
    seen.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', type: req.headers['content-type'] ?? '', body: await read(req) });
    if (failNext) {
      failNext = false;
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ANSWER));
  });
  await new Promise<void>((resolve) => cloud.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(cloud.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => cloud.close(() => resolve())));

describe('elsaProvider', () => {
  it('posts the recording and sentence as multipart with the token, and maps the answer', async () => {
    const provider = elsaProvider(loadSpeechConfig({ ELSA_API_URL: `${base}/`, ELSA_API_TOKEN: 'secret' }));
    const wav = goForwardWav();
    const r = await provider.scripted({ wav, pcm: new Float32Array(16000 * 2), sentence: 'go forward' });
    const req = seen.at(-1)!;
    expect(req.path).toBe('/api/v1/score_audio_plus');
    expect(req.auth).toBe('ELSA secret');
    expect(req.type).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(req.body), { headers: { 'content-type': req.type } }).formData();
    expect(form.get('sentence')).toBe('go forward');
    expect(new Uint8Array(await (form.get('audio_file') as File).arrayBuffer())).toEqual(wav);
    expect(r).toEqual({
      overall: 82,
      provider: 'elsa',
      provisional: false,
      mode: 'scripted',
      sentence: 'go forward',
      duration: 2,
      hints: [],
      speechStart: 0.46,
      speechEnd: 1.17,
      words: [
        {
          word: 'go',
          score: 90,
          start: 0.46,
          end: 0.64,
          phones: [
            { phone: 'G', score: 95, start: 0.46, end: 0.54 },
            { phone: 'OW', score: 85, start: 0.54, end: 0.64 },
          ],
        },
        { word: 'forward', score: 70, start: 0.64, end: 1.17, phones: [] },
      ],
    });
  });

  it('turns a failing service into 502 so the upload is retried later', async () => {
    failNext = true;
    const provider = elsaProvider(loadSpeechConfig({ ELSA_API_URL: base }));
    await expect(provider.scripted({ wav: goForwardWav(), pcm: new Float32Array(16000), sentence: 'go' })).rejects.toSatisfy(
      (e) => e instanceof HttpError && e.status === 502,
    );
  });

  it('maps an empty answer to the no-speech hint', () => {
    expect(mapElsaResponse({ utterance: [] }, { mode: 'unscripted', duration: 1 })).toMatchObject({ overall: 0, hints: ['noSpeech'], words: [] });
  });
});

describe('the API with the cloud provider configured', () => {
  let database: Database;
  let api: TestServer;
  let files: ReturnType<typeof tempStorage>;
  beforeAll(async () => {
    database = await openDatabase('memory://');
    await seed(database.db);
    const config = loadConfig({ ELSA_API_URL: base, ELSA_API_TOKEN: 'secret', SPEECH_SCRIPTED_PROVIDER: 'elsa' });
    files = tempStorage();
    const app = createApp(testDeps(database.db, files.storage, { config }));
    api = { app, db: database.db } as TestServer;
  }, 60_000);
  afterAll(async () => {
    await database.close();
    files.remove();
  });

  it('scores scripted practice through ELSA and offers unscripted practice, counting it separately', async () => {
    const login = await api.app.request('/api/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.student, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const school = await demoSchoolId(api);
    const providers = await api.app.request('/api/s/elsa/providers', { headers: { authorization: `Bearer ${token}`, 'x-school-id': String(school) } });
    expect(((await providers.json()) as { data: unknown }).data).toEqual({ scripted: 'elsa', unscripted: true });

    const scripted = await upload(api, { token, school, fields: { sentence: 'go forward' } });
    expect(scripted.status).toBe(201);
    expect(JSON.parse(scripted.json.data.body)).toMatchObject({ provider: 'elsa', overall: 82 });
    const free = await upload(api, { token, school, fields: {}, path: 's/elsa/score_audio_unscripted' });
    expect(free.status).toBe(201);
    expect(free.json.data).toMatchObject({ mode: 'unscripted', provider: 'elsa', sentence: 'go forward', overall: 82 });
    expect(seen.at(-1)!.path).toBe('/api/v1/score_audio_unscripted');
    const [u] = await api.db
      .select()
      .from(t.users)
      .where(eq(t.users.id, await userId(api, DEMO.student)));
    expect(u).toMatchObject({ usedScriptedApiCall: 1, usedUnscriptedApiCall: 1 });
  }, 30_000);
});
