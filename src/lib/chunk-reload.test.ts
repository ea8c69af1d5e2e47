import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';

describe('chunk reload guard', () => {
  beforeEach(() => localStorage.clear());

  it('recognises dynamic-import failures only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('HTTP 500'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(1_000_000, reload)).toBe(true);
    expect(reloadForChunkError(1_030_000, reload)).toBe(false);
    expect(reloadForChunkError(1_061_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads while offline, where a reload would show the browser's offline page", () => {
    const reload = vi.fn();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadForChunkError(2_000_000, reload)).toBe(false);
    onLine.mockRestore();
    expect(reloadForChunkError(2_000_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
