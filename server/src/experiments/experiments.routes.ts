// Virtual experiments in the three libraries (spec §7 experiments at the admin level, /s, /s/personal): the library
// routes of the framework, the package upload an item is made from, and the package's files. Those are served like
// media files (server/src/uploads/content-files.ts): to whoever holds the package's random address, which only the
// library API hands out, to those who may see the item — a frame cannot send the bearer token. Every file is served
// under a sandbox policy (server/src/http/security-headers.ts), so a package's script runs with an opaque origin and
// can never read the app's storage, cookies or token.
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { HttpError, forbidden, invalid, notFound } from '../http/errors.ts';
import { quotaRefusal, refreshUsedStorage } from '../uploads/quota.ts';
import { fileResponse } from '../http/file-response.ts';
import { libraryRoutes, type ContentFields } from '../library/library-routes.ts';
import { hasPermissions } from '../../../src/shared/permissions.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { EXPERIMENT_RUN_PREFIX, type ExperimentPackage } from '../../../src/shared/experiments.ts';
import { SERVER_MSG } from '../messages.ts';
import { experimentType as type } from './experiment-type.ts';
import { MAX_PACKAGE_BYTES } from './package.ts';
import { storePackage } from './store.ts';
import { fields } from './experiment-fields.ts';

/** A school's member uploads in that school (X-SCHOOL-ID); without it, only who makes system experiments. */
const packageScope = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header('x-school-id') !== undefined) {
    return requireSchool(c, async () => {
      if (!hasPermissions(c.get('grants'), ['school_experiment.create', 'personal_experiment.create'], 'any')) throw forbidden();
      await next();
    });
  }
  if (!hasPermissions(c.get('grants'), ['experiment.create'], 'any')) throw forbidden();
  await next();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const experimentPackages = new Hono<AppEnv>()
  // A package (multipart, field `file`): checked, unpacked and kept as the caller's until an experiment names it.
  .post('/experiment_packages', requireAuth, packageScope, async (c) => {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw invalid({ file: [SERVER_MSG.experimentPackageUnreadable] });
    }
    const file = form.file;
    if (!(file instanceof File) || file.size === 0) throw invalid({ file: [MSG.experimentPackageRequired] });
    if (file.size > MAX_PACKAGE_BYTES) throw invalid({ file: [SERVER_MSG.experimentPackageTooLarge] });
    const { db, storage } = c.get('deps');
    const school = c.req.header('x-school-id') !== undefined ? c.get('school').schoolId : null;
    const userId = c.get('user').id;
    // A package counts in its uploader's (and school's) storage as uploads do, by what it holds once unpacked.
    const withinQuota = async (size: number) => {
      const refusal = await quotaRefusal(db, userId, school, size);
      if (refusal) throw new HttpError(413, refusal);
    };
    await withinQuota(file.size);
    const pkg = await storePackage(
      db,
      storage,
      Buffer.from(await file.arrayBuffer()),
      file.name || 'index.html',
      { ownerId: userId, schoolId: school },
      withinQuota,
    );
    await refreshUsedStorage(db, userId);
    const data: ExperimentPackage = { id: pkg.id, filename: pkg.filename, fileCount: pkg.fileCount, size: pkg.size };
    return c.json({ data }, 201);
  })
  // A package's file by the package's address; a folder (or the bare address) is its index.html.
  .get(`${EXPERIMENT_RUN_PREFIX.slice('/api'.length)}:token/*`, async (c) => {
    const token = c.req.param('token') ?? '';
    if (!UUID.test(token)) throw notFound();
    const prefix = `${EXPERIMENT_RUN_PREFIX}${token}/`;
    let path: string;
    try {
      path = decodeURIComponent(c.req.path.slice(prefix.length));
    } catch {
      throw notFound();
    }
    if (path === '' || path.endsWith('/')) path += 'index.html';
    const { db, storage } = c.get('deps');
    const [file] = await db
      .select({ file: t.experimentPackageFiles, createdAt: t.experimentPackages.createdAt })
      .from(t.experimentPackageFiles)
      .innerJoin(t.experimentPackages, eq(t.experimentPackages.id, t.experimentPackageFiles.packageId))
      .where(and(eq(t.experimentPackages.token, token), eq(t.experimentPackageFiles.path, path)));
    if (!file) throw notFound();
    // A package never changes under its address: browsers and the service worker may keep its files.
    return fileResponse(c, storage, { ...file.file, createdAt: file.createdAt }, { cacheControl: 'public, max-age=31536000, immutable' });
  });

export const experimentLibrary = new Hono<AppEnv>().route('/', experimentPackages).route('/', libraryRoutes(type, fields as unknown as ContentFields));
