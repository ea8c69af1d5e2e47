// What the e-book tests share: a server with the demo media and e-books made (they need the file storage), the demo
// books' ids by title, the demo callers' tokens, and an upload through the real resumable (tus) path.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { DEMO } from '../seed.ts';
import { seedMedia } from '../media/seed.ts';
import { seedLectureMedia } from '../lectures/seed-media.ts';
import { demoSchoolId } from '../speech/test-support.ts';
import { seedBooks, SEED_BOOKS } from './seed.ts';

export const [SCIENCE, ENGLISH, MATH] = SEED_BOOKS.map((b) => b.title) as [string, string, string];

export const CALLERS = { admin: DEMO.systemAdmin, teacher: DEMO.teacher, student: DEMO.student, principal: DEMO.principal } as const;
export type Caller = keyof typeof CALLERS;

export interface BookWorld {
  server: TestServer;
  school: number;
  tokens: Record<Caller, string>;
  /** The demo books' ids by title. */
  books: Record<string, number>;
  /** Milliseconds the e-book seed took. */
  seedMs: number;
  /** An HTTP server in front of the app, for the tus client (started by withHttp). */
  base: string;
  close(): Promise<void>;
}

export async function bookWorld(opts: { http?: boolean; queue?: boolean } = {}): Promise<BookWorld> {
  const server = await startTestServer();
  if (opts.queue) await server.startQueue();
  await seedMedia(server.db, server.storage);
  await seedLectureMedia(server.db);
  const started = performance.now();
  await seedBooks(server.db, server.storage);
  const seedMs = performance.now() - started;
  const rows = await server.db.select({ id: t.books.id, title: t.books.title }).from(t.books);
  const tokens = {} as Record<Caller, string>;
  for (const [who, email] of Object.entries(CALLERS)) tokens[who as Caller] = await server.login(email);
  let http: ServerType | null = null;
  let base = '';
  if (opts.http) {
    http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => http!.once('listening', r));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }
  return {
    server,
    school: await demoSchoolId(server),
    tokens,
    books: Object.fromEntries(rows.map((r) => [r.title, r.id])),
    seedMs,
    base,
    async close() {
      if (http) await new Promise((r) => http!.close(r));
      await server.close();
    },
  };
}

/** Uploads through tus as `token` in `school`; answers the stored file's id and the type read from its bytes. */
export function upload(world: BookWorld, who: Caller, data: Buffer, filename: string): Promise<{ fileId: number; contentType: string }> {
  return new Promise((resolve, reject) => {
    const up = new tus.Upload(data, {
      endpoint: `${world.base}/api/s/uploads`,
      retryDelays: [],
      headers: { Authorization: `Bearer ${world.tokens[who]}`, 'X-SCHOOL-ID': String(world.school) },
      metadata: { filename, filetype: 'application/octet-stream' },
      onSuccess: (payload) => resolve(JSON.parse(payload.lastResponse.getBody()).data),
      onError: reject,
    });
    up.start();
  });
}

export async function bookFileKey(server: TestServer, bookId: number): Promise<string> {
  const [row] = await server.db
    .select({ key: t.storedFiles.key })
    .from(t.books)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.books.fileId))
    .where(eq(t.books.id, bookId));
  return row!.key;
}
