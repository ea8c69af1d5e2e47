// Unpacks a checked package (package.ts) into storage, one object per file under the package's own folder, and records
// it with its files; bytes stored before a failure are removed again.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { log } from '../platform/logger.ts';
import type { Storage } from '../platform/storage/index.ts';
import type { ExperimentPackage } from '../../../src/shared/experiments.ts';
import { contentTypeOf, readPackage } from './package.ts';

/**
 * Unpacks a package into storage, one object per file, and records it as `ownerId`'s. `beforeStore` sees the unpacked
 * size before any byte is stored (the storage quota) and may throw.
 */
export async function storePackage(
  db: Db,
  storage: Storage,
  bytes: Buffer,
  filename: string,
  owner: { ownerId: number | null; schoolId: number | null },
  beforeStore?: (size: number) => Promise<void>,
): Promise<ExperimentPackage & { token: string }> {
  const files = await readPackage(bytes, filename);
  await beforeStore?.(files.reduce((sum, f) => sum + f.bytes.length, 0));
  const token = randomUUID();
  const now = new Date();
  const folder = `experiments/${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}/${token}`;
  const stored: (typeof t.experimentPackageFiles.$inferInsert)[] = [];
  try {
    for (const [i, file] of files.entries()) {
      const key = `${folder}/${i}`;
      const contentType = contentTypeOf(file.path);
      const info = await storage.put(key, file.bytes, { contentType });
      stored.push({ packageId: 0, path: file.path, key, contentType, size: file.bytes.length, etag: info.etag });
    }
    const size = files.reduce((sum, f) => sum + f.bytes.length, 0);
    return await db.transaction(async (tx) => {
      const [pkg] = await tx
        .insert(t.experimentPackages)
        .values({ token, ownerId: owner.ownerId, schoolId: owner.schoolId, filename: filename.slice(0, 255), fileCount: files.length, size })
        .returning();
      for (let i = 0; i < stored.length; i += 500) {
        await tx.insert(t.experimentPackageFiles).values(stored.slice(i, i + 500).map((f) => ({ ...f, packageId: pkg!.id })));
      }
      return { id: pkg!.id, token, filename: pkg!.filename, fileCount: pkg!.fileCount, size: pkg!.size };
    });
  } catch (err) {
    // Bytes without a row naming them would never be served nor removed.
    await Promise.all(stored.map((f) => storage.delete(f.key).catch((e: unknown) => log.warn({ err: e, key: f.key }, 'stored file left behind'))));
    throw err;
  }
}
