// What the lecture tests share: the demo callers, the demo lectures by title, a deck as the editor sends it, and a
// picture uploaded and made a media item of its owner.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';
import { demoSchoolId, userId } from '../speech/test-support.ts';
import type { SlideBlockInput, SlideInput } from '../../../src/shared/schemas/lecture.ts';

export const CALLERS = {
  admin: DEMO.systemAdmin,
  principal: DEMO.principal,
  lan: DEMO.teacher,
  minh: DEMO.teacher2,
  student: DEMO.student,
  guest: DEMO.newcomer,
} as const;
export type Caller = keyof typeof CALLERS;

/** What a deck test signs in as: every demo caller's token and id, the demo school, and gv.lan's own lecture. */
export interface DeckCallers {
  school: number;
  tokens: Record<Caller, string>;
  users: Record<Caller, number>;
  personal: number;
}

export async function deckCallers(server: TestServer): Promise<DeckCallers> {
  const tokens = {} as Record<Caller, string>;
  const users = {} as Record<Caller, number>;
  for (const [who, email] of Object.entries(CALLERS)) {
    tokens[who as Caller] = await server.login(email);
    users[who as Caller] = await userId(server, email);
  }
  const personal = await lectureId(server, 'Sự chuyển thể của chất – Vòng tuần hoàn của nước');
  return { school: await demoSchoolId(server), tokens, users, personal };
}

export async function lectureId(server: TestServer, title: string): Promise<number> {
  const [row] = await server.db.select({ id: t.lectures.id }).from(t.lectures).where(eq(t.lectures.title, title));
  return row!.id;
}

export const rect = { x: 10, y: 10, w: 40, h: 30 };
export const text = (html: string): SlideBlockInput => ({ id: randomUUID(), type: 'text', rect, html, text: '' });
/** A block typed without formatting: its text alone, as the editor sends it. */
export const plain = (words: string): SlideBlockInput => ({ id: randomUUID(), type: 'text', rect, html: '', text: words });
export const media = (mediaId: number): SlideBlockInput => ({ id: randomUUID(), type: 'media', rect, mediaId });
export const question = (questionId: number): SlideBlockInput => ({ id: randomUUID(), type: 'question', rect, questionId });
export const game = (gameId: number): SlideBlockInput => ({ id: randomUUID(), type: 'game', rect, gameId });
export const area = (target: Extract<SlideBlockInput, { type: 'area' }>['target'], label = ''): SlideBlockInput => ({
  id: randomUUID(),
  type: 'area',
  rect,
  label,
  target,
});

/** The first game of a bank of this level (and owner), in the order they were made. */
export async function bankGame(server: TestServer, where: { level: 'system' | 'school' | 'personal'; ownerId?: number }): Promise<number> {
  const c = t.questionCollections;
  const [row] = await server.db
    .select({ id: t.miniGames.id })
    .from(t.miniGames)
    .innerJoin(c, eq(c.id, t.miniGames.collectionId))
    .where(and(eq(c.level, where.level), where.ownerId === undefined ? undefined : eq(c.ownerId, where.ownerId)))
    .orderBy(t.miniGames.id)
    .limit(1);
  return row!.id;
}
export const slide = (blocks: SlideBlockInput[], extra: Partial<SlideInput> = {}): SlideInput => ({
  id: randomUUID(),
  background: '#ffffff',
  image: null,
  imageText: '',
  notes: '',
  blocks,
  ...extra,
});

/** A picture uploaded by `userId` and made a personal media item of hers (the upload route's and the library's work). */
export async function picture(server: TestServer, userId: number, schoolId: number, opts: { thumbnail?: boolean } = {}): Promise<number> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  const key = `uploads/${randomUUID()}`;
  const info = await server.storage.put(key, bytes, { contentType: 'image/png' });
  const [file] = await server.db
    .insert(t.storedFiles)
    // The thumbnail job's picture beside it, when asked for (only its key matters here).
    .values({
      key,
      kind: 'media',
      ownerId: userId,
      schoolId,
      contentType: 'image/png',
      size: bytes.length,
      etag: info.etag,
      thumbnailKey: opts.thumbnail ? `${key}-thumb` : null,
    })
    .returning();
  const [item] = await server.db
    .insert(t.mediaResources)
    .values({ name: `Hình ${key.slice(-4)}`, mediaType: 'image', fileId: file!.id, ownerId: userId, schoolId, level: 'personal' })
    .returning();
  return item!.id;
}
