// The painted-frame signal: the task after the frame that follows the first render; at once in a hidden page; by a
// timer when the page is hidden before that frame is drawn.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function load(visibility: DocumentVisibilityState) {
  vi.resetModules();
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  const mod = await import('./after-first-paint.ts');
  let painted = false;
  void mod.firstScreenPainted.then(() => (painted = true));
  return { mod, frames, painted: () => painted };
}

describe('firstScreenPainted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('resolves in the task after the next frame, not before it', async () => {
    const { mod, frames, painted } = await load('visible');
    mod.markFirstPaint();
    await vi.advanceTimersByTimeAsync(0);
    expect(painted()).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    expect(painted()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted()).toBe(true);
  });

  it('resolves by its timer when the page is hidden before the frame is drawn', async () => {
    const { mod, painted } = await load('visible');
    mod.markFirstPaint();
    await vi.advanceTimersByTimeAsync(499);
    expect(painted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted()).toBe(true);
  });

  it('resolves at once in a hidden page', async () => {
    const { mod, frames, painted } = await load('hidden');
    mod.markFirstPaint();
    await Promise.resolve();
    expect(painted()).toBe(true);
    expect(frames).toHaveLength(0);
  });
});
