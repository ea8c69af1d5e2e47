import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LectureDetail } from '@/shared/lecture.ts';
import { openLectureDeck } from './open-lecture-deck.ts';

const copy = { id: 7, name: 'Unit 1: Hobbies', deck: { slides: [] } } as unknown as LectureDetail;
const downloadedData = vi.fn<() => Promise<LectureDetail | null>>();
vi.mock('@/offline/downloads/downloads.ts', () => ({ downloadedData: () => downloadedData() }));
vi.mock('./queue-deck-save.ts', () => ({ unsentDeck: () => Promise.resolve(null) }));

// The app's own retry rule: a failed request is tried twice more while the browser says it is online.
const client = () => new QueryClient({ defaultOptions: { queries: { retry: (n) => n < 2, retryDelay: 10 } } });

afterEach(() => {
  vi.unstubAllGlobals();
  downloadedData.mockReset();
});

describe('openLectureDeck', () => {
  it('opens the download after one failed request on a network that says online but reaches nothing', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    downloadedData.mockResolvedValue(copy);
    const opened = await openLectureDeck(client(), 1, 7);
    expect(opened.detail).toBe(copy);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries, then says it cannot open, when there is nothing on the device', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    downloadedData.mockResolvedValue(null);
    await expect(openLectureDeck(client(), 1, 7)).rejects.toMatchObject({ isNetworkError: true });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('never hides a refusal behind the download', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ message: 'Không có quyền' }), { status: 403, headers: { 'Content-Type': 'application/json' } })),
      ),
    );
    downloadedData.mockResolvedValue(copy);
    await expect(openLectureDeck(client(), 1, 7)).rejects.toMatchObject({ status: 403 });
  });
});
