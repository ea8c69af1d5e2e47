// Resumable uploads (tus, under /s/uploads) for the signed-in user of a school, and the files they uploaded: streamed
// with ranges (video seeking), and their image thumbnails. An uploaded file is its owner's until a content type built
// on it (media, lectures) shares it with its own rules; anyone else gets 404.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import type { Server } from '@tus/server';
import type { AppEnv, Deps, SchoolContext } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { createMiddleware } from 'hono/factory';
import { hasPermissions } from '../../../src/shared/permissions.ts';
import { params } from '../http/validate.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { fileResponse, thumbnailResponse } from '../http/file-response.ts';
import { presignedReads } from '../platform/storage/config.ts';
import { createUploadServer, SCHOOL_HEADER, USER_HEADER } from './tus.ts';
import { idString } from '../../../src/shared/schemas/id.ts';

const servers = new WeakMap<Deps, Promise<Server>>();

function uploadServer(deps: Deps): Promise<Server> {
  let server = servers.get(deps);
  if (!server) {
    server = createUploadServer({
      db: deps.db,
      storage: deps.storage,
      storageConfig: deps.config.storage,
      locker: deps.uploadLocker,
      thumbnail: (fileId) => deps.thumbnails.enqueue(fileId),
    });
    servers.set(deps, server);
  }
  return server;
}

/** Hands the request to tus with the authenticated user and school in headers only the server can set. */
function toTus(c: Context<AppEnv>): Promise<Response> {
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  headers.set(USER_HEADER, String(c.get('user').id));
  headers.set(SCHOOL_HEADER, String((c.get('school') as SchoolContext | undefined)?.schoolId ?? 0));
  const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
  const request = new Request(raw.url, { method: raw.method, headers, body: hasBody ? raw.body : null, duplex: 'half' } as RequestInit);
  return uploadServer(c.get('deps')).then((server) => server.handleWeb(request));
}

const idParam = v.object({ id: idString });

async function ownFile(c: Context<AppEnv>) {
  const { id } = params(c, idParam);
  const [file] = await c
    .get('deps')
    .db.select()
    .from(t.storedFiles)
    .where(
      and(
        eq(t.storedFiles.id, id),
        eq(t.storedFiles.kind, 'upload'),
        eq(t.storedFiles.ownerId, c.get('user').id),
        eq(t.storedFiles.schoolId, c.get('school').schoolId),
      ),
    );
  if (!file) throw notFound();
  return file;
}

/**
 * A school's member uploads in that school (X-SCHOOL-ID); without the header, only those who manage the system's
 * library (its media, lectures, e-books) upload, outside any school.
 */
const uploadScope = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header('x-school-id') !== undefined) return requireSchool(c, next);
  if (!hasPermissions(c.get('grants'), ['media.create', 'lecture.create', 'free_lecture.create', 'free_lecture.update'], 'any')) throw forbidden();
  await next();
});

export const uploads = new Hono<AppEnv>()
  .all('/s/uploads', requireAuth, uploadScope, toTus)
  .all('/s/uploads/:id', requireAuth, uploadScope, toTus)
  .get('/s/files/:id', requireAuth, requireSchool, async (c) => {
    const file = await ownFile(c);
    const { storage, config } = c.get('deps');
    return fileResponse(c, storage, file, { cacheControl: 'private, max-age=3600', presigned: presignedReads(config) });
  })
  .get('/s/files/:id/thumbnail', requireAuth, requireSchool, async (c) => {
    const file = await ownFile(c);
    return thumbnailResponse(c, c.get('deps').storage, file.thumbnailKey, 'private, max-age=86400');
  });
