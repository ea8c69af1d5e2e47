// The demo coursewares: Lớp 7A1 has the two English lectures from the first seed, and the chime, the video and the
// Unit 1 e-book once they are stored (main.ts), most opened by some of hs01–hs05; a database without them gives
// nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examWorld, tokenFor, type ExamWorld } from '../exams/test-support.ts';
import type { TeachingCourseware } from '../../../src/shared/courseware.ts';
import { DEMO_BOOK, DEMO_MEDIA } from './seed.ts';
import { seedStoredCoursewares } from './seed-stored.ts';
import { DEMO_VIDEO } from '../media/seed.ts';

let server: TestServer;
let world: ExamWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
});
afterAll(() => server.close());

const list = async () =>
  (
    await server.call('GET', `s/school_groups/${world.groups.a1}/coursewares`, {
      token: await tokenFor(server, DEMO.teacher),
      school: world.schoolId,
    })
  ).json.data as TeachingCourseware[];

async function storedFile(kind: string, contentType: string) {
  const [file] = await server.db
    .insert(t.storedFiles)
    .values({ key: `uploads/${randomUUID()}`, kind, schoolId: kind === 'media' ? world.schoolId : null, contentType, size: 2048, etag: 'x' })
    .returning();
  return file!.id;
}

describe('demo coursewares', () => {
  it('gives the stored chime, video and e-book after the lectures, some opened by some students', async () => {
    await seedStoredCoursewares(server.db);
    expect((await list()).map((c) => c.title)).toEqual(['Unit 1: Hobbies', 'Thì hiện tại đơn']);

    await server.db.insert(t.mediaResources).values({
      name: DEMO_MEDIA,
      mediaType: 'audio',
      fileId: await storedFile('media', 'audio/wav'),
      schoolId: world.schoolId,
      level: 'school',
    });
    await server.db.insert(t.mediaResources).values({
      name: DEMO_VIDEO,
      mediaType: 'video',
      fileId: await storedFile('media', 'video/webm'),
      schoolId: world.schoolId,
      level: 'school',
    });
    await server.db
      .insert(t.books)
      .values({ title: DEMO_BOOK, fileId: await storedFile('book', 'application/pdf'), pageCount: 12, status: 'ready', version: 'v1' });
    await seedStoredCoursewares(server.db);

    const given = await list();
    expect(given.map((c) => [c.kind, c.title, c.openedCount])).toEqual([
      ['lecture', 'Unit 1: Hobbies', 3],
      ['lecture', 'Thì hiện tại đơn', 2],
      ['media', DEMO_MEDIA, 1],
      ['media', DEMO_VIDEO, 0],
      ['book', DEMO_BOOK, 2],
    ]);
    const [teacher] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO.teacher));
    expect(given.every((c) => c.givenBy?.id === teacher!.id)).toBe(true);
  });
});
