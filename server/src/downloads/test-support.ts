// What the download tests build: stored files with their bytes (a picture's thumbnail too), media items made of
// them, a lecture's rows, and e-books ready or still being prepared, with their pages' words and an area.
import { randomUUID } from 'node:crypto';
import type { TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import type { MediaType } from '../../../src/shared/media.ts';
import type { BookArea } from '../../../src/shared/book.ts';

export type FileRow = typeof t.storedFiles.$inferSelect;

export const fileUrl = (f: Pick<FileRow, 'key'>) => `/api/files/${f.key.slice('uploads/'.length)}`;

/** A stored file of `bytes` bytes (written to storage), with a thumbnail of `thumbnail` bytes beside it when asked. */
export async function storedFile(
  server: TestServer,
  o: { kind: string; contentType: string; bytes: number; ownerId?: number; schoolId?: number; thumbnail?: number },
): Promise<FileRow> {
  const key = `uploads/${randomUUID()}`;
  const info = await server.storage.put(key, new Uint8Array(o.bytes).fill(7), { contentType: o.contentType });
  const thumbnailKey = o.thumbnail ? `${key}-thumb` : null;
  if (thumbnailKey) await server.storage.put(thumbnailKey, new Uint8Array(o.thumbnail!).fill(9), { contentType: 'image/webp' });
  const [row] = await server.db
    .insert(t.storedFiles)
    .values({ key, kind: o.kind, ownerId: o.ownerId, schoolId: o.schoolId, contentType: o.contentType, size: o.bytes, etag: info.etag, thumbnailKey })
    .returning();
  return row!;
}

/** A media item of a file; personal to its owner unless a level says otherwise. */
export async function mediaItem(
  server: TestServer,
  o: { name: string; mediaType: MediaType; file: FileRow; poster?: FileRow; ownerId: number | null; schoolId: number | null; level?: string; status?: string },
): Promise<number> {
  const [row] = await server.db
    .insert(t.mediaResources)
    .values({
      name: o.name,
      mediaType: o.mediaType,
      fileId: o.file.id,
      thumbnailFileId: o.poster?.id ?? null,
      ownerId: o.ownerId,
      schoolId: o.schoolId,
      level: o.level ?? 'personal',
      status: o.status ?? 'approved',
    })
    .returning();
  return row!.id;
}

/** A system e-book: its PDF and cover, each page's words and the areas given, ready unless said otherwise. */
export async function book(
  server: TestServer,
  o: { title: string; status?: 'ready' | 'processing'; pages?: string[]; areas?: BookArea[] },
): Promise<{ id: number; pdf: FileRow; cover: FileRow }> {
  const pdf = await storedFile(server, { kind: 'book', contentType: 'application/pdf', bytes: 2048 });
  const cover = await storedFile(server, { kind: 'book', contentType: 'image/webp', bytes: 300 });
  const pages = o.pages ?? [];
  const [row] = await server.db
    .insert(t.books)
    .values({ title: o.title, fileId: pdf.id, coverFileId: cover.id, pageCount: pages.length, status: o.status ?? 'ready', version: randomUUID().slice(0, 16) })
    .returning();
  if (pages.length) await server.db.insert(t.bookPages).values(pages.map((text, i) => ({ bookId: row!.id, page: i + 1, text, folded: text.toLowerCase() })));
  const areas = o.areas ?? [];
  if (areas.length) {
    await server.db
      .insert(t.bookAreas)
      .values(areas.map((a, i) => ({ id: a.id, bookId: row!.id, page: a.page, ...a.rect, label: a.label, target: a.target, position: i })));
  }
  return { id: row!.id, pdf, cover };
}
