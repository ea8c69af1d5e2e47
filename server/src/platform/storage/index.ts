// The storage the configuration names.
import { localStorage } from './local.ts';
import type { StorageConfig } from './config.ts';
import type { Storage } from './storage.ts';

/** The AWS SDK is loaded only when the S3 driver is chosen: a school on the local folder never carries it. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.driver !== 's3') return localStorage(config.filesDir);
  const { s3Storage } = await import('./s3.ts');
  return s3Storage(config.s3);
}

export type { Storage, ObjectInfo, ByteRange } from './storage.ts';
export { newKey, readAll } from './storage.ts';
