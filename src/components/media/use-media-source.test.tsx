// One element's source through its failures: the address, the file fetched again, the device's copy, then the default
// thumbnail; blob addresses freed when replaced; a new address starts over.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { SourceLookups } from './media-source.ts';
import { useMediaSource } from './use-media-source.ts';
import { MediaFallback } from './media-fallback.tsx';

let made = 0;
const revoked: string[] = [];
// jsdom has no blob addresses: numbered ones stand in, and the ones freed are noted.
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  made = 0;
  revoked.length = 0;
  URL.createObjectURL = () => `blob:test/${++made}`;
  URL.revokeObjectURL = (u: string) => void revoked.push(u);
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const found: SourceLookups = {
  refetch: async () => new Blob(['again']),
  local: async () => new Blob(['kept']),
};

describe('useMediaSource', () => {
  it('goes from the address to the file fetched again, the device’s copy, then gives up', async () => {
    const { result } = renderHook(() => useMediaSource('/api/files/a', found));
    expect(result.current).toMatchObject({ src: '/api/files/a', step: 'direct', failed: false });

    act(() => result.current.onError());
    expect(result.current).toMatchObject({ src: undefined, busy: true });
    await waitFor(() => expect(result.current).toMatchObject({ src: 'blob:test/1', step: 'refetched', busy: false }));

    act(() => result.current.onError());
    await waitFor(() => expect(result.current).toMatchObject({ src: 'blob:test/2', step: 'local' }));
    expect(revoked).toEqual(['blob:test/1']);

    act(() => result.current.onError());
    await waitFor(() => expect(result.current).toMatchObject({ src: undefined, step: 'failed', failed: true }));
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
  });

  it('fails at once for a file nobody has, and asks each source once', async () => {
    const refetch = vi.fn(async () => null);
    const local = vi.fn(async () => null);
    const { result } = renderHook(() => useMediaSource('/api/files/b', { refetch, local }));
    act(() => result.current.onError());
    await waitFor(() => expect(result.current.failed).toBe(true));
    act(() => result.current.onError());
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(local).toHaveBeenCalledTimes(1);
  });

  it('starts over for another address, freeing the blob of the last one', async () => {
    const { result, rerender } = renderHook(({ url }) => useMediaSource(url, found), { initialProps: { url: '/api/files/c' } });
    act(() => result.current.onError());
    await waitFor(() => expect(result.current.step).toBe('refetched'));
    rerender({ url: '/api/files/d' });
    expect(result.current).toMatchObject({ src: '/api/files/d', step: 'direct', failed: false });
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('has no source and never fails without an address', () => {
    const { result } = renderHook(() => useMediaSource(null, found));
    act(() => result.current.onError());
    expect(result.current).toMatchObject({ src: undefined, failed: false, busy: false });
  });
});

describe('MediaFallback', () => {
  it('is a neutral picture saying the media could not be loaded, named for screen readers', () => {
    render(<MediaFallback type="video" name="Video: Sự bay hơi của nước" />);
    expect(screen.getByRole('img', { name: 'Không tải được học liệu: Video: Sự bay hơi của nước' })).toHaveTextContent('Không tải được học liệu');
  });
});
