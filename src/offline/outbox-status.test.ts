import { beforeEach, describe, expect, it, vi } from 'vitest';
import { syncStatus, type SyncStatus } from './outbox-status.ts';
import { drain } from './outbox.ts';
import { saveAnswer } from './exam-answers.ts';
import { materializeAnswerItems } from './exam-answer-items.ts';
import { attemptKeyOf, sealAttempt } from './exam-store.ts';
import { drainFromServiceWorker } from './sw-drain.ts';
import { resetOfflineDb, scriptedSender, seedAttempt, text } from './test-fixtures.ts';

const KEY = attemptKeyOf(5, 7);

beforeEach(resetOfflineDb);

function watch() {
  const seen: SyncStatus[] = [];
  const stop = syncStatus.subscribe(() => seen.push(syncStatus.getSnapshot()));
  return { seen, stop };
}

describe('sync status store', () => {
  it('lists unsent items with their state and error, and whether this page is sending', async () => {
    const { seen, stop } = watch();
    try {
      await seedAttempt();
      await saveAnswer(KEY, 1, text('a'));
      await materializeAnswerItems();
      await sealAttempt(KEY);
      await vi.waitFor(() => expect(syncStatus.getSnapshot().pending).toBe(2));
      expect(syncStatus.getSnapshot().items.map((i) => i.label)).toEqual(['Lưu câu trả lời: Kiểm tra 45 phút', 'Nộp bài: Kiểm tra 45 phút']);

      const body = { code: 422, message: 'x', messages: ['Đã hết thời gian làm bài, chỉ có thể nộp bài'], errors: {} };
      await drain({ send: scriptedSender([200, { status: 422, body }]).send, locks: null });
      await vi.waitFor(() => expect(syncStatus.getSnapshot()).toMatchObject({ pending: 0, failed: 1 }));
      expect(syncStatus.getSnapshot().items[0]).toMatchObject({
        kind: 'submission',
        state: 'failed',
        lastError: 'Đã hết thời gian làm bài, chỉ có thể nộp bài',
      });
      expect(seen.some((s) => s.sending)).toBe(true);
      expect(syncStatus.getSnapshot().sending).toBe(false);
      // The snapshot is stable between changes, as useSyncExternalStore requires.
      expect(syncStatus.getSnapshot()).toBe(syncStatus.getSnapshot());
    } finally {
      stop();
    }
  });
});

describe('drainFromServiceWorker', () => {
  it('rejects while items wait for a retry (so the browser syncs again) and resolves once delivered', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    await expect(drainFromServiceWorker(scriptedSender(['network']).send)).rejects.toThrow('retry later');
    // The browser fires the next sync when connectivity is back: a network failure does not wait out its backoff.
    await expect(drainFromServiceWorker(scriptedSender([200]).send)).resolves.toMatchObject({ sent: 1 });
  });
});
