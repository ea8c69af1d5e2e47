// Helpers for the speech API tests: a real-speech WAV fixture and multipart uploads with an Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { DEMO_SCHOOL_CODE } from '../seed.ts';
import { encodeWav } from '../../../src/shared/speech/wav.ts';

/** "go forward ten meters" (pocketsphinx-testdata) as a 16 kHz WAV. */
export function goForwardWav(): Uint8Array {
  const raw = readFileSync('/usr/share/pocketsphinx/test/data/goforward.raw');
  const i16 = new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
  return encodeWav(Float32Array.from(i16, (x) => x / 32768));
}

export async function demoSchoolId(server: TestServer): Promise<number> {
  const [s] = await server.db.select({ id: t.schools.id }).from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE));
  return s!.id;
}

export async function userId(server: TestServer, email: string): Promise<number> {
  const [u] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return u!.id;
}

export interface UploadOptions {
  token: string;
  school: number;
  fields?: Record<string, string>;
  audio?: Uint8Array | null;
  /** Idempotency-Key; a fresh one when absent, none when null. */
  key?: string | null;
  path?: string;
}

/** POST a recording as multipart/form-data, the way the app's outbox sends it (a new FormData each time). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect response bodies freely
export async function upload(server: TestServer, o: UploadOptions): Promise<{ status: number; json: any; headers: Headers }> {
  const form = new FormData();
  const audio = o.audio === undefined ? goForwardWav() : o.audio;
  if (audio) form.set('audio_file', new Blob([audio.slice()], { type: 'audio/wav' }), 'recording.wav');
  for (const [k, v] of Object.entries(o.fields ?? { sentence: 'Go forward ten meters.' })) form.set(k, v);
  const headers: Record<string, string> = { authorization: `Bearer ${o.token}`, 'x-school-id': String(o.school) };
  const key = o.key === undefined ? randomUUID() : o.key;
  if (key) headers['idempotency-key'] = key;
  const res = await server.app.request(`/api/${o.path ?? 's/elsa/score_audio'}`, { method: 'POST', headers, body: form });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
}
