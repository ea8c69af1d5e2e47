// The rows of the download store (Dexie version 5) and the small rules every module of it shares: how a download is
// named, which statuses may be opened, how a file address becomes its key. Types and pure functions only, so the
// service worker can import it without pulling in the download engine.
import type { DownloadFile, DownloadKind } from '@/shared/downloads.ts';

/**
 * stale: complete but out of date (a newer version on the server, or the item gone from it); it still opens.
 * paused: by the user, or by the network (it resumes by itself when the network is back).
 */
export type DownloadStatus = 'queued' | 'downloading' | 'paused' | 'complete' | 'failed' | 'stale';

export interface DownloadRow {
  userId: number;
  /** The item key, `${kind}:${id}` (downloadKey in src/shared/downloads.ts). */
  key: string;
  kind: DownloadKind;
  id: number;
  title: string;
  version: string;
  bytes: number;
  bytesDone: number;
  status: DownloadStatus;
  pausedBy: 'user' | 'network' | null;
  /** Why it stopped or went stale, in Vietnamese (OFFLINE_MSG); null when nothing is wrong. */
  error: string | null;
  /** The manifest's files, in the order they are fetched. */
  files: DownloadFile[];
  /** The manifest's data: what opens the item offline. */
  data: unknown;
  createdAt: number;
  updatedAt: number;
}

/** One downloaded file address, shared by every download that lists it (stored once, freed with its last owner). */
export interface DownloadFileRow {
  /** downloadFileKey(address): the path for a same-origin address, what the service worker looks up. */
  url: string;
  size: number;
  contentType: string;
  /** The chunk size this file was started with (kept, so a later change of the constant cannot mix sizes). */
  chunkSize: number;
  /** Chunks 0 … chunksDone − 1 are stored. */
  chunksDone: number;
  complete: boolean;
  /** ownerKey of every download listing this file. */
  owners: string[];
}

export interface DownloadChunkRow {
  url: string;
  index: number;
  blob: Blob;
}

/** What the screens see of a download (no files, no data). */
export type DownloadEntry = Pick<
  DownloadRow,
  'key' | 'kind' | 'id' | 'title' | 'version' | 'bytes' | 'bytesDone' | 'status' | 'pausedBy' | 'error' | 'updatedAt'
>;

/** A chunk is fetched with one Range request and stored in one transaction. */
export const DOWNLOAD_CHUNK_SIZE = 2 * 1024 * 1024;

/** Only these open offline: a half-finished download never does. */
export const isUsable = (status: DownloadStatus) => status === 'complete' || status === 'stale';

/** `${userId}:${itemKey}`: a download in a file's owners and in its Web Lock's name. */
export const ownerKeyOf = (userId: number, key: string) => `${userId}:${key}`;

export function parseOwnerKey(owner: string): [number, string] {
  const at = owner.indexOf(':');
  return [Number(owner.slice(0, at)), owner.slice(at + 1)];
}

export const chunkCountOf = (file: Pick<DownloadFileRow, 'size' | 'chunkSize'>) => Math.ceil(file.size / file.chunkSize);

/** Bytes of the file already on the device. */
export const storedBytesOf = (file: DownloadFileRow) => (file.complete ? file.size : Math.min(file.size, file.chunksDone * file.chunkSize));

/**
 * The key a file address is stored under: its path and query when it is on this origin (how the manifest lists it,
 * and what the service worker sees as url.pathname), the whole address otherwise.
 */
export function downloadFileKey(address: string, base: string = globalThis.location?.href ?? 'http://localhost/'): string {
  const url = new URL(address, base);
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}` : url.href;
}

export function entryOf(row: DownloadRow): DownloadEntry {
  const { key, kind, id, title, version, bytes, bytesDone, status, pausedBy, error, updatedAt } = row;
  return { key, kind, id, title, version, bytes, bytesDone, status, pausedBy, error, updatedAt };
}
