// One small interface for files, whatever holds them: a folder on this machine or S3-compatible object storage. Keys
// are made here (newKey) and never from a user's input: a file name a user chose is metadata in the database, so no
// path a user typed can reach the file system or the bucket.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface ObjectInfo {
  size: number;
  etag: string;
  lastModified: Date;
}

/** Inclusive byte positions, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores the whole body under `key` (a stream is never held in memory whole). */
  put(key: string, body: Readable | Uint8Array, opts: { contentType: string }): Promise<ObjectInfo>;
  /** The object's bytes, or the range of them; null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** A short-lived URL a browser can read the object from directly, or null when the driver has none (local). */
  presignedUrl(key: string, opts: { expiresInSeconds: number; contentType: string; filename?: string }): Promise<string | null>;
}

/** Lower-case words and digits joined by '-' and '/': nothing else, so never '..', never an absolute path. */
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** A fresh opaque key under a kind's prefix, spread over month folders (a folder of a million files is slow to list). */
export function newKey(prefix: 'recordings' | 'media' | 'exports' | 'uploads' | 'thumbnails', now = new Date()): string {
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${prefix}/${month}/${randomUUID()}`;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
