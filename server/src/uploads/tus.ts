// Resumable uploads (the tus protocol, @tus/server): a large file on a flaky school connection goes up in pieces and an
// interrupted upload continues from where it stopped, through any instance. The pieces are written straight into the
// configured storage (the local folder or the S3 bucket) under the file's final key, `uploads/<uuid>`; when the last
// piece arrives, the content is checked (its real type, not its name), the file is recorded as the uploader's, and
// images get a thumbnail in the background.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Server, type ServerOptions } from '@tus/server';
import { FileStore } from '@tus/file-store';
import type { DataStore, Locker } from '@tus/utils';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Storage } from '../platform/storage/index.ts';
import { readAll } from '../platform/storage/index.ts';
import type { StorageConfig } from '../platform/storage/config.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { log } from '../platform/logger.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_ENDPOINT } from '../../../src/shared/uploads.ts';
import { acceptedType, isImage, SNIFF_BYTES } from './file-types.ts';
import { contentFileUrl } from './content-files.ts';
import { zipEntryNames } from './zip-entries.ts';
import { quotaRefusal, refreshUsedStorage } from './quota.ts';
import { SERVER_MSG } from '../messages.ts';

export { MAX_UPLOAD_BYTES };
/** Headers the upload route sets after authenticating; anything a client sends under these names is replaced. */
export const USER_HEADER = 'x-lms-upload-user';
export const SCHOOL_HEADER = 'x-lms-upload-school';

async function dataStore(config: StorageConfig): Promise<DataStore> {
  if (config.driver === 's3') {
    const { S3Store } = await import('@tus/s3-store');
    const s3 = config.s3;
    return new S3Store({
      partSize: 8 * 1024 * 1024,
      s3ClientConfig: {
        bucket: s3.bucket,
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
  }
  mkdirSync(path.join(config.filesDir, 'uploads'), { recursive: true });
  return new FileStore({ directory: config.filesDir });
}

const refuse = (status: number, message: string) => ({ status_code: status, body: JSON.stringify({ code: status, message, messages: [message], errors: {} }) });

export interface UploadDeps {
  db: Db;
  storage: Storage;
  storageConfig: StorageConfig;
  locker: Locker;
  /** Queues the thumbnail of a stored image. */
  thumbnail(fileId: number): Promise<void>;
}

export async function createUploadServer(deps: UploadDeps): Promise<Server> {
  const { db, storage } = deps;
  // School 0: an upload for the system library (by its managers, who belong to no school).
  const who = (req: Request) => ({ userId: Number(req.headers.get(USER_HEADER)), schoolId: Number(req.headers.get(SCHOOL_HEADER)) || null });
  const options: ServerOptions & { datastore: DataStore } = {
    path: UPLOAD_ENDPOINT,
    datastore: await dataStore(deps.storageConfig),
    locker: deps.locker,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    // The id is the storage key, so it holds a '/': carried encoded in the URL.
    namingFunction: () => `uploads/${randomUUID()}`,
    generateUrl: (_req, { path: base, id }) => `${base}/${encodeURIComponent(id)}`,
    getFileIdFromRequest: (req) => {
      const last = new URL(req.url).pathname.split('/').pop();
      const id = last ? decodeURIComponent(last) : '';
      return /^uploads\/[0-9a-f-]{36}$/.test(id) ? id : undefined;
    },
    onResponseError(req, err) {
      // Refusals of ours carry their status; anything else is a fault worth a log line (tus answers it with 500).
      if (!('status_code' in err) || err.status_code >= 500) log.error({ err, method: req.method, url: req.url }, 'upload request failed');
      return undefined;
    },
    async onUploadCreate(req, upload) {
      if (upload.sizeIsDeferred || upload.size === undefined) throw refuse(411, SERVER_MSG.uploadLengthRequired);
      const { userId, schoolId } = who(req);
      const refusal = await quotaRefusal(db, userId, schoolId, upload.size);
      if (refusal) throw refuse(413, refusal);
      return { metadata: { ...upload.metadata, owner: String(userId), school: String(schoolId) } };
    },
    async onUploadFinish(req, upload) {
      const { userId, schoolId } = who(req);
      if (upload.metadata?.owner !== String(userId)) throw refuse(404, MSG.notFound);
      const key = upload.id;
      const head = await storage.get(key, { start: 0, end: Math.min(SNIFF_BYTES, upload.size ?? SNIFF_BYTES) - 1 });
      const size = upload.size ?? 0;
      const contentType = head ? await acceptedType(new Uint8Array(await readAll(head)), () => zipEntryNames(storage, key, size)) : null;
      if (!contentType) {
        await storage.delete(key);
        throw refuse(415, SERVER_MSG.uploadTypeRefused);
      }
      // A content file (a picture or a sound inside a question or a lecture) is read through its public address.
      const content = upload.metadata?.purpose === 'content';
      if (content && !/^(image|audio|video)\//.test(contentType)) {
        await storage.delete(key);
        throw refuse(415, SERVER_MSG.uploadTypeRefused);
      }
      const info = await storage.head(key);
      const [file] = await db
        .insert(t.storedFiles)
        .values({
          key,
          kind: content ? 'content' : 'upload',
          ownerId: userId,
          schoolId,
          contentType,
          size: info?.size ?? upload.size ?? 0,
          etag: info?.etag ?? `"${key}"`,
          filename: upload.metadata?.filename?.slice(0, 255) ?? null,
        })
        .onConflictDoNothing({ target: t.storedFiles.key })
        .returning({ id: t.storedFiles.id });
      // A finish replayed after a lost answer finds the file already recorded.
      const fileId = file?.id ?? (await db.select({ id: t.storedFiles.id }).from(t.storedFiles).where(eq(t.storedFiles.key, key)))[0]!.id;
      await refreshUsedStorage(db, userId);
      if (isImage(contentType)) await deps.thumbnail(fileId);
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { fileId, contentType, ...(content ? { url: contentFileUrl(key) } : {}) } }),
      };
    },
  };
  return new Server(options);
}
