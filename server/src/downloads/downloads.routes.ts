// Downloads for use without a network (src/shared/downloads.ts): what one lecture, e-book or media item holds — its
// files with their sizes, shown before the download starts, its version and the data that opens it offline — and
// the current versions of the items a device keeps. Signed-in users, whatever school they are in: an item says who
// may keep it (lecture.ts, book.ts, media-access.ts); a school header is accepted and changes nothing.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { requireAuth } from '../auth/middleware.ts';
import { idString, params, query } from '../http/validate.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { DOWNLOAD_KINDS, type DownloadKind, type DownloadManifest } from '../../../src/shared/downloads.ts';
import { bookManifest } from './book.ts';
import { lectureManifest } from './lecture.ts';
import { mediaManifest } from './media.ts';
import { currentVersions, versionsQuery } from './versions.ts';

const itemParams = v.object({ kind: v.picklist(DOWNLOAD_KINDS, MSG.invalidInput), id: idString });

const MANIFESTS: Record<DownloadKind, (c: Context<AppEnv>, id: number) => Promise<DownloadManifest>> = {
  lecture: lectureManifest,
  book: bookManifest,
  media: mediaManifest,
};

export const downloads = new Hono<AppEnv>()
  .get('/downloads/versions', requireAuth, async (c) => {
    const { keys } = query(c, versionsQuery);
    return c.json({ data: await currentVersions(c, keys) });
  })
  .get('/downloads/:kind/:id', requireAuth, async (c) => {
    const { kind, id } = params(c, itemParams);
    return c.json({ data: await MANIFESTS[kind](c, id) });
  });
