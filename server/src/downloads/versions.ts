// The current version of each item a device keeps (GET /api/downloads/versions?keys=lecture:1,book:2,media:3), asked
// in one call, so the app tells at once which of its copies are out of date (another version) and which items are
// gone or no longer the caller's to open (null).
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { MAX_ID } from '../../../src/shared/schemas/id.ts';
import { DOWNLOAD_KINDS, downloadKey, type DownloadKind } from '../../../src/shared/downloads.ts';
import { bookVersions } from './book.ts';
import { lectureVersionFor } from './lecture.ts';
import { mediaVersions } from './media.ts';

/** The most keys one call may ask about (a device asks again for the rest). */
export const MAX_VERSION_KEYS = 200;

interface Ref {
  kind: DownloadKind;
  id: number;
}

const KEY = new RegExp(`^(${DOWNLOAD_KINDS.join('|')}):([1-9]\\d{0,9})$`);

/** `keys`: comma-separated download keys (src/shared/downloads.ts downloadKey), at most MAX_VERSION_KEYS. */
export const versionsQuery = v.object({
  keys: v.pipe(
    v.string(MSG.invalidInput),
    v.transform((s) => (s ? s.split(',') : [])),
    v.maxLength(MAX_VERSION_KEYS, MSG.invalidInput),
    v.check((keys) => keys.every((k) => KEY.test(k) && Number(KEY.exec(k)![2]) <= MAX_ID), MSG.invalidInput),
    v.transform((keys) =>
      keys.map((k): Ref => {
        const [, kind, id] = KEY.exec(k)!;
        return { kind: kind as DownloadKind, id: Number(id) };
      }),
    ),
  ),
});

const idsOf = (refs: Ref[], kind: DownloadKind) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];

/** Each lecture's version if the caller may still open it: the deck's own rule, one lecture at a time. */
async function lectureVersions(c: Context<AppEnv>, ids: number[]): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (const id of ids) {
    try {
      found.set(id, await lectureVersionFor(c, id));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
    }
  }
  return found;
}

export async function currentVersions(c: Context<AppEnv>, refs: Ref[]): Promise<Record<string, string | null>> {
  const [lectures, books, media] = await Promise.all([
    lectureVersions(c, idsOf(refs, 'lecture')),
    bookVersions(c, idsOf(refs, 'book')),
    mediaVersions(c, idsOf(refs, 'media')),
  ]);
  const byKind = { lecture: lectures, book: books, media };
  return Object.fromEntries(refs.map((r) => [downloadKey(r.kind, r.id), byKind[r.kind].get(r.id) ?? null]));
}
