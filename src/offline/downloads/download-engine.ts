// Runs downloads: one at a time in a tab (the others wait in a queue, so one item finishes before the next starts on a
// thin school connection), never the same one in two tabs (a Web Lock per download), each ending in a status a person
// can read — complete, paused (by the user or the network), or failed with the reason. A download paused by the
// network goes on by itself when the browser is back online, or after a while when the server was the one that failed.
import { db, downloadsOfUser, isQuotaError, StorageFullError, tx } from '../db.ts';
import { OFFLINE_MSG } from '../offline-messages.ts';
import { STORAGE_NAMES, TABLES } from '../storage-names.ts';
import { DOWNLOAD_TABLES, moveDownload } from './download-records.ts';
import { downloadFileKey, ownerKeyOf, parseOwnerKey, storedBytesOf, type DownloadRow } from './download-rows.ts';
import { DownloadChangedError, DownloadHttpError, fetchFile } from './fetch-file.ts';
import { rememberCompleted } from './completed-list.ts';

interface Tuning {
  /** No byte received for this long: the connection counts as lost. */
  stallMs: number;
  /** After the server failed (or a drop while the browser still says online), try again this much later. */
  retryMs: number;
}
const DEFAULT_TUNING: Tuning = { stallMs: 60_000, retryMs: 30_000 };
let tuning = DEFAULT_TUNING;

/** Owner keys (`${userId}:${key}`) waiting in this tab, in order. */
const queue: string[] = [];
let current: { owner: string; controller: AbortController } | null = null;
/** Users whose downloads this tab runs: resumed when the network comes back. */
const users = new Set<number>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let onlineListening = false;
const idleWaiters: (() => void)[] = [];

const offline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
const locks = () => (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks ?? null;
/** Downloads another tab is fetching, whose lock this tab waits for (once each). */
const waitingForOtherTab = new Set<string>();

/** Puts a download in this tab's queue (once) and starts the queue if idle. */
export function scheduleDownload(userId: number, key: string): void {
  listenForOnline();
  users.add(userId);
  const owner = ownerKeyOf(userId, key);
  if (!queue.includes(owner)) queue.push(owner);
  void pump();
}

/** Stops this tab's work on a download (paused or removed): out of the queue, its requests aborted. */
export function stopDownload(userId: number, key: string): void {
  const owner = ownerKeyOf(userId, key);
  const at = queue.indexOf(owner);
  if (at >= 0) queue.splice(at, 1);
  if (current?.owner === owner) current.controller.abort();
}

async function pump(): Promise<void> {
  if (current) return;
  const owner = queue.shift();
  if (!owner) {
    idleWaiters.splice(0).forEach((resolve) => resolve());
    return;
  }
  const controller = new AbortController();
  const done = withDownloadLock(owner, () => runDownload(owner, controller.signal)).catch((e: unknown) => {
    // runDownload records every failure in the row; what reaches here is a bug or a database that cannot be written.
    console.error('download', owner, e);
  });
  current = { owner, controller };
  await done;
  current = null;
  void pump();
}

/**
 * Runs fn holding the download's Web Lock. When another tab holds it, that tab is downloading it: this one waits for
 * the lock to be released (the tab closed, or it finished) and then queues the download again, which runs only if
 * something is left to do.
 */
async function withDownloadLock(owner: string, fn: () => Promise<void>): Promise<void> {
  const manager = locks();
  // Without Web Locks (browsers before 2022): this tab's queue still runs one at a time.
  if (!manager) return fn();
  const name = `${STORAGE_NAMES.downloadLockPrefix}${owner}`;
  const ran = await manager.request(name, { ifAvailable: true }, async (lock) => (lock ? (await fn(), true) : false));
  if (ran || waitingForOtherTab.has(owner)) return;
  waitingForOtherTab.add(owner);
  void manager
    .request(name, async () => undefined)
    .then(() => {
      waitingForOtherTab.delete(owner);
      const [userId, key] = parseOwnerKey(owner);
      scheduleDownload(userId, key);
    });
}

/** Marks it 'downloading' when it is queued (or left 'downloading' by a tab that closed), with its bytes recounted. */
async function begin(userId: number, key: string): Promise<DownloadRow | null> {
  return tx('rw', DOWNLOAD_TABLES, async () => {
    const row = await db.downloads.get([userId, key]);
    if (!row || (row.status !== 'queued' && row.status !== 'downloading')) return null;
    const files = await db.downloadFiles.bulkGet(row.files.map((f) => downloadFileKey(f.url)));
    const bytesDone = files.reduce((sum, f) => sum + (f ? storedBytesOf(f) : 0), 0);
    const next: DownloadRow = { ...row, status: 'downloading', pausedBy: null, error: null, bytesDone, updatedAt: Date.now() };
    await db.downloads.put(next);
    return next;
  });
}

/** Complete only when every file is: a file freed meanwhile sends it back to the queue. */
async function finish(userId: number, key: string): Promise<boolean> {
  return tx('rw', DOWNLOAD_TABLES, async () => {
    const row = await db.downloads.get([userId, key]);
    if (row?.status !== 'downloading') return false;
    const files = await db.downloadFiles.bulkGet(row.files.map((f) => downloadFileKey(f.url)));
    if (!files.every((f) => f?.complete)) return false;
    await db.downloads.put({ ...row, status: 'complete', bytesDone: row.bytes, pausedBy: null, error: null, updatedAt: Date.now() });
    return true;
  });
}

type Outcome = Pick<DownloadRow, 'status' | 'pausedBy' | 'error'>;
const networkPause = (error: string): Outcome => ({ status: 'paused', pausedBy: 'network', error });
const failure = (error: string): Outcome => ({ status: 'failed', pausedBy: null, error });

/** What a download becomes after an error: paused when it will go on by itself, failed when a person must act. */
export function outcomeOf(e: unknown): Outcome {
  if (e instanceof StorageFullError || isQuotaError(e)) return failure(OFFLINE_MSG.downloadNoSpace);
  if (e instanceof DownloadChangedError) return failure(OFFLINE_MSG.downloadChanged);
  if (e instanceof DownloadHttpError) {
    if (e.status === 403 || e.status === 401) return failure(OFFLINE_MSG.downloadForbidden);
    if (e.status === 404 || e.status === 410) return failure(OFFLINE_MSG.downloadMissing);
    if (e.status >= 500 || e.status === 408 || e.status === 429) return networkPause(OFFLINE_MSG.downloadServerBusy);
    return failure(OFFLINE_MSG.downloadFailed(e.status));
  }
  // fetch rejects with a TypeError when the network is gone; a stalled answer ends in our TimeoutError.
  if (e instanceof TypeError || (e instanceof DOMException && (e.name === 'TimeoutError' || e.name === 'NetworkError'))) {
    return networkPause(OFFLINE_MSG.downloadWaitingNetwork);
  }
  return failure(OFFLINE_MSG.generic);
}

async function runDownload(owner: string, signal: AbortSignal): Promise<void> {
  const [userId, key] = parseOwnerKey(owner);
  const row = await begin(userId, key);
  if (!row) return;
  if (offline()) {
    await moveDownload(userId, key, ['downloading'], networkPause(OFFLINE_MSG.downloadWaitingNetwork));
    return;
  }
  try {
    for (const file of row.files) {
      if (!(await fetchFile(downloadFileKey(file.url), file.url, { userId, key, signal, stallMs: tuning.stallMs }))) return;
    }
    if (await finish(userId, key)) rememberCompleted(userId, key);
    else if (await moveDownload(userId, key, ['downloading'], { status: 'queued' })) scheduleDownload(userId, key);
  } catch (e) {
    // Paused or removed here: the row already says so.
    if (signal.aborted && !(signal.reason instanceof WentOffline)) return;
    const outcome = outcomeOf(signal.aborted ? signal.reason : e);
    await moveDownload(userId, key, ['downloading'], outcome);
    if (outcome.pausedBy === 'network') retryLater(userId);
  }
}

/** The browser says online but a request failed (a dead uplink, a restarting server): try again a little later. */
function retryLater(userId: number): void {
  if (retryTimer !== undefined || offline()) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    resumeInterruptedDownloads(userId);
  }, tuning.retryMs);
}

/** The browser went offline: the request under way is stopped at once rather than left to stall. */
class WentOffline extends TypeError {
  constructor() {
    super('the browser went offline');
    this.name = 'WentOffline';
  }
}

function listenForOnline(): void {
  const target = globalThis as { addEventListener?: (type: string, listener: () => void) => void };
  if (onlineListening || typeof target.addEventListener !== 'function') return;
  onlineListening = true;
  target.addEventListener('online', () => users.forEach((userId) => resumeInterruptedDownloads(userId)));
  target.addEventListener('offline', () => current?.controller.abort(new WentOffline()));
}

/**
 * Goes on with this user's downloads that were running or queued when the app closed, and those paused by the
 * network. Offline, the running ones are marked paused by the network (runDownload does it under their lock, so one
 * another tab is fetching is left to that tab). Call on app start (after sign-in); the engine listens for 'online'
 * itself once it has been called.
 */
export function resumeInterruptedDownloads(userId: number): void {
  listenForOnline();
  users.add(userId);
  void resumeAll(userId).catch((e: unknown) => console.error('download resume', e));
}

async function resumeAll(userId: number): Promise<void> {
  const isOffline = offline();
  const keys = await tx('rw', [TABLES.downloads], async () => {
    const rows = (await downloadsOfUser(userId).toArray()).sort((a, b) => a.createdAt - b.createdAt);
    const out: string[] = [];
    for (const row of rows) {
      if (row.status === 'queued' || row.status === 'downloading') out.push(row.key);
      else if (row.status === 'paused' && row.pausedBy === 'network' && !isOffline) {
        await db.downloads.put({ ...row, status: 'queued', pausedBy: null, error: null, updatedAt: Date.now() });
        out.push(row.key);
      }
    }
    return out;
  });
  for (const key of keys) scheduleDownload(userId, key);
}

/** Resolves when this tab has nothing running or queued (tests; a screen may wait for it too). */
export function whenDownloadsIdle(): Promise<void> {
  if (!current && !queue.length) return Promise.resolve();
  return new Promise((resolve) => idleWaiters.push(resolve));
}

/** Tests: forgets the queue, timers and event listening, and sets how long the engine waits. */
export function resetDownloadEngine(next: Partial<Tuning> = {}): void {
  queue.length = 0;
  current?.controller.abort();
  clearTimeout(retryTimer);
  retryTimer = undefined;
  users.clear();
  waitingForOtherTab.clear();
  onlineListening = false;
  tuning = { ...DEFAULT_TUNING, ...next };
}
