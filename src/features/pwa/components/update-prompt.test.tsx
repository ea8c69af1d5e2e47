// The update banner: a waiting worker shows it; "Để sau" hides it; "Cập nhật" hands over to the new worker and
// reloads once it controls the page, or after TAKEOVER_TIMEOUT_MS when the browser parked the handover.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (event: { isUpdate?: boolean }) => void;

const fake = vi.hoisted(() => ({
  handlers: new Map<string, Handler[]>(),
  /** The registration's waiting worker (null: none waits, e.g. another tab already activated it). */
  waiting: null as { postMessage: (message: unknown) => void } | null,
  emit(type: string, event: { isUpdate?: boolean } = {}) {
    for (const h of this.handlers.get(type) ?? []) h(event);
  },
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, handler: Handler) {
      fake.handlers.set(type, [...(fake.handlers.get(type) ?? []), handler]);
    }
    register() {
      return Promise.resolve({
        get waiting() {
          return fake.waiting;
        },
        update: () => Promise.resolve(),
      });
    }
  },
}));

async function setup() {
  vi.resetModules();
  const reload = vi.fn();
  const sw = await import('../sw-update.ts');
  const { UpdatePrompt } = await import('./update-prompt.tsx');
  await sw.registerServiceWorker({ reload });
  render(<UpdatePrompt />);
  return { reload, timeout: sw.TAKEOVER_TIMEOUT_MS };
}

let postMessage: ReturnType<typeof vi.fn<(message: unknown) => void>>;

beforeEach(() => {
  fake.handlers.clear();
  postMessage = vi.fn<(message: unknown) => void>();
  fake.waiting = { postMessage };
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('UpdatePrompt', () => {
  it('stays hidden until a new version is waiting', async () => {
    await setup();
    expect(screen.queryByText('Đã có phiên bản mới')).toBeNull();
    act(() => fake.emit('waiting'));
    expect(screen.getByRole('alert')).toHaveTextContent('Đã có phiên bản mới');
  });

  it('"Để sau" hides the banner without touching the worker', async () => {
    await setup();
    act(() => fake.emit('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Để sau' }));
    expect(screen.queryByText('Đã có phiên bản mới')).toBeNull();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('"Cập nhật" asks the waiting worker to skip waiting and reloads when it takes control', async () => {
    const { reload } = await setup();
    act(() => fake.emit('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Đang cập nhật/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Để sau' })).toBeNull();
    act(() => fake.emit('controlling', { isUpdate: true }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads on the takeover in a tab that had no worker when it registered (first visit, hard reload)', async () => {
    const { reload } = await setup();
    act(() => fake.emit('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Cập nhật' }));
    act(() => fake.emit('controlling', { isUpdate: false }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads anyway when the new worker has not taken control in time (the browser parked the handover)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { reload, timeout } = await setup();
    act(() => fake.emit('waiting'));
    act(() => screen.getByRole('button', { name: 'Cập nhật' }).click());
    act(() => vi.advanceTimersByTime(timeout - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload a tab whose user did not ask; once no worker waits, its button just reloads', async () => {
    const { reload } = await setup();
    act(() => fake.emit('waiting'));
    // Another tab accepted the update: the new worker took over this page too.
    fake.waiting = null;
    act(() => fake.emit('controlling', { isUpdate: true }));
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
