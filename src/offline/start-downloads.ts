// Downloads interrupted by closing the app go on once it is open again (and whenever the network comes back), and
// downloaded copies are checked against the server: per signed-in user, once per page, after the first paint — the
// download engine (Dexie) never competes with the first screen.
import { afterFirstPaint } from './after-first-paint.ts';

const started = new Set<number>();

export function startDownloadsOnce(userId: number): void {
  if (started.has(userId)) return;
  started.add(userId);
  void afterFirstPaint
    .then(() => Promise.all([import('./downloads/download-engine.ts'), import('./downloads/download-updates.ts')]))
    .then(([engine, updates]) => {
      engine.resumeInterruptedDownloads(userId);
      if (navigator.onLine) void updates.checkDownloadUpdates(userId).catch(() => undefined);
    })
    .catch(() => started.delete(userId));
}
