// The files of a download, with the sizes the user sees before it starts: each address an item shows that the server
// holds, once. A content file (/api/files/<uuid>) is read from its stored_files row; its picture (…/thumbnail) from
// storage, where the thumbnail job put it; a built-in question medium (/api/media/<name>, stored as media/<name>)
// from the server's media folder. Any other address (another site, a file since removed) cannot be kept: left out.
import { stat } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Deps } from '../http/env.ts';
import type { DownloadFile } from '../../../src/shared/downloads.ts';
import { BUILT_IN_MEDIA_DIR, BUILT_IN_MEDIA_TYPES } from '../exams/built-in-media.ts';

const CONTENT = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/thumbnail)?$/;
/** As server/src/exams/media.routes.ts serves them: plain names in server/media, a type per extension. */
const BUILT_IN = /^(?:\/api\/|\/)?media\/([a-z0-9][a-z0-9-]*\.([a-z0-9]+))$/;
/** What the thumbnail job writes (http/file-response.ts thumbnailResponse serves it as such). */
const THUMBNAIL_TYPE = 'image/webp';

/** The address the app fetches for a stored one: built-in media live under the API base (src/lib/media-url.ts). */
function fetchedUrl(url: string): string {
  const builtIn = BUILT_IN.exec(url);
  return builtIn ? `/api/media/${builtIn[1]}` : url;
}

async function builtInFile(url: string): Promise<DownloadFile | null> {
  const [, name, ext] = BUILT_IN.exec(url) ?? [];
  const contentType = ext ? BUILT_IN_MEDIA_TYPES[ext] : undefined;
  if (!name || !contentType) return null;
  try {
    return { url, size: (await stat(BUILT_IN_MEDIA_DIR + name)).size, contentType };
  } catch {
    return null;
  }
}

/** The files behind `urls` the server holds, in the order first shown, each once. */
export async function downloadFiles({ db, storage }: Pick<Deps, 'db' | 'storage'>, urls: (string | null | undefined)[]): Promise<DownloadFile[]> {
  const wanted = [...new Set(urls.filter((u): u is string => !!u).map(fetchedUrl))];
  const keys = [...new Set(wanted.flatMap((u) => CONTENT.exec(u)?.[1] ?? []).map((uuid) => `uploads/${uuid}`))];
  const rows = keys.length ? await db.select().from(t.storedFiles).where(inArray(t.storedFiles.key, keys)) : [];
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const found = await Promise.all(
    wanted.map(async (url): Promise<DownloadFile | null> => {
      const content = CONTENT.exec(url);
      if (!content) return builtInFile(url);
      const row = byKey.get(`uploads/${content[1]}`);
      if (!row) return null;
      if (!content[2]) return { url, size: row.size, contentType: row.contentType };
      const picture = row.thumbnailKey ? await storage.head(row.thumbnailKey) : null;
      return picture ? { url, size: picture.size, contentType: THUMBNAIL_TYPE } : null;
    }),
  );
  return found.filter((f): f is DownloadFile => f !== null);
}
