// What a picture, video or sound falls back to when its address fails: fetched again once (with the sign-in, to this
// origin only), then the device's copy, then the default thumbnail; nothing to retry for an address made on the device.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSource, refetchWithSignIn, remainingSteps, type SourceLookups } from './media-source.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';

const file = (text = 'bytes') => new Blob([text], { type: 'image/png' });

function lookups(found: { refetch?: Blob | null | Error; local?: Blob | null }) {
  const calls: string[] = [];
  const fake: SourceLookups = {
    refetch: async () => {
      calls.push('refetch');
      if (found.refetch instanceof Error) throw found.refetch;
      return found.refetch ?? null;
    },
    local: async () => {
      calls.push('local');
      return found.local ?? null;
    },
  };
  return { fake, calls };
}

const signal = () => new AbortController().signal;

describe('the sources a failed media element tries', () => {
  it('tries the address again first, then the device, each once, in that order', () => {
    expect(remainingSteps('direct', '/api/files/x')).toEqual(['refetched', 'local']);
    expect(remainingSteps('refetched', '/api/files/x')).toEqual(['local']);
    expect(remainingSteps('local', '/api/files/x')).toEqual([]);
    expect(remainingSteps('failed', '/api/files/x')).toEqual([]);
  });

  it('has nothing to try for a preview or a recording made on the device', () => {
    expect(remainingSteps('direct', 'blob:http://localhost/1234')).toEqual([]);
    expect(remainingSteps('direct', 'data:image/png;base64,AAAA')).toEqual([]);
  });

  it('shows the file fetched again when the server gives it', async () => {
    const { fake, calls } = lookups({ refetch: file(), local: file() });
    expect(await nextSource('direct', '/api/files/x', fake, signal())).toMatchObject({ step: 'refetched' });
    expect(calls).toEqual(['refetch']);
  });

  it('shows the device’s copy when fetching again fails or throws', async () => {
    for (const refetch of [null, new TypeError('Failed to fetch')]) {
      const { fake, calls } = lookups({ refetch, local: file() });
      expect(await nextSource('direct', '/api/files/x', fake, signal())).toMatchObject({ step: 'local' });
      expect(calls).toEqual(['refetch', 'local']);
    }
  });

  it('does not fetch again when the file fetched again would not play: the device, then nothing', async () => {
    const { fake, calls } = lookups({ refetch: file(), local: null });
    expect(await nextSource('refetched', '/api/files/x', fake, signal())).toEqual({ step: 'failed' });
    expect(calls).toEqual(['local']);
  });

  it('gives up when neither has the file, or the answer is empty', async () => {
    const { fake } = lookups({ refetch: new Blob([]), local: null });
    expect(await nextSource('direct', '/api/files/x', fake, signal())).toEqual({ step: 'failed' });
    expect(await nextSource('local', '/api/files/x', fake, signal())).toEqual({ step: 'failed' });
  });

  it('stops when the element is gone', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fake, calls } = lookups({ refetch: file() });
    expect(await nextSource('direct', '/api/files/x', fake, controller.signal)).toEqual({ step: 'failed' });
    expect(calls).toEqual([]);
  });
});

describe('fetching a file again', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.schoolId, '7');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('sends the sign-in and the school as the API calls do, past the browser cache', async () => {
    fetchMock.mockResolvedValue(new Response('abc', { status: 200 }));
    const blob = await refetchWithSignIn('/api/files/x', signal());
    expect(await blob?.text()).toBe('abc');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${location.origin}/api/files/x`);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-SCHOOL-ID': '7' });
    expect(init?.cache).toBe('reload');
  });

  it('never sends the token to another site', async () => {
    fetchMock.mockResolvedValue(new Response('abc', { status: 200 }));
    await refetchWithSignIn('https://files.example.org/bucket/x?sig=1', signal());
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({});
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('omit');
  });

  it('has no file when the server refuses or does not have it', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 404 }));
    expect(await refetchWithSignIn('/api/files/x', signal())).toBeNull();
  });
});
