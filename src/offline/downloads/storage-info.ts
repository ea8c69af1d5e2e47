// How much the device lets this app keep, shown beside the downloads (the browser's estimate), and the request that
// the browser not evict the downloads when space runs low (persistent storage).

export interface StorageInfo {
  /** Bytes this origin uses (every store: downloads, the app, caches). */
  usage: number;
  /** Bytes the browser lets this origin use. */
  quota: number;
  /** true: the browser will not evict this origin's data by itself. */
  persisted: boolean;
}

const storageManager = () => (globalThis as { navigator?: { storage?: StorageManager } }).navigator?.storage;

/** null where the browser has no StorageManager (an old browser, plain HTTP). */
export async function storageInfo(): Promise<StorageInfo | null> {
  const storage = storageManager();
  if (!storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/**
 * Asks the browser to keep this origin's data (Chrome grants it to an installed app or a much-used site without a
 * prompt; Firefox asks the user). false when refused or unsupported.
 */
export async function requestPersistence(): Promise<boolean> {
  const storage = storageManager();
  if (!storage?.persist) return false;
  return (await storage.persisted?.()) || storage.persist();
}
