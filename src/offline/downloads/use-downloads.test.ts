import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { db } from '../db.ts';
import { resetOfflineDb } from '../test-fixtures.ts';
import { pauseDownload } from './downloads.ts';
import { useDownload, useDownloads } from './use-downloads.ts';
import type { DownloadRow } from './download-rows.ts';

const row = (key: string, createdAt: number, over: Partial<DownloadRow> = {}): DownloadRow => ({
  userId: 5,
  key,
  kind: 'lecture',
  id: Number(key.split(':')[1]),
  title: `Bài ${key}`,
  version: 'v1',
  bytes: 100,
  bytesDone: 40,
  status: 'downloading',
  pausedBy: null,
  error: null,
  files: [],
  data: { big: true },
  createdAt,
  updatedAt: createdAt,
  ...over,
});

beforeEach(resetOfflineDb);

describe('useDownloads', () => {
  it("follows the user's downloads live, newest first, without their files or data", async () => {
    await db.downloads.bulkPut([row('lecture:1', 1), row('lecture:2', 2), { ...row('lecture:3', 3), userId: 6 }]);
    const { result } = renderHook(() => useDownloads(5));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.map((e) => e.key)).toEqual(['lecture:2', 'lecture:1']));
    expect(result.current![0]).not.toHaveProperty('data');
    await act(() => pauseDownload(5, 'lecture:1'));
    await waitFor(() => expect(result.current![1]).toMatchObject({ status: 'paused', pausedBy: 'user' }));
  });
});

describe('useDownload', () => {
  it('is null for an item not on the device, and follows it once it is', async () => {
    const { result } = renderHook(() => useDownload(5, 'lecture:1'));
    await waitFor(() => expect(result.current).toBeNull());
    await act(() => db.downloads.put(row('lecture:1', 1, { status: 'complete', bytesDone: 100 })));
    await waitFor(() => expect(result.current).toMatchObject({ key: 'lecture:1', status: 'complete', bytesDone: 100 }));
  });
});
