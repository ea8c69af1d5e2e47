// The storage the configuration names.
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { StorageConfig } from './config.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: StorageConfig): Storage {
  return config.driver === 's3' ? s3Storage(config.s3) : localStorage(config.filesDir);
}

export type { Storage, ObjectInfo, ByteRange } from './storage.ts';
export { newKey, readAll } from './storage.ts';
