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
});
