// The update banner: a waiting worker shows it; "Để sau" hides it; "Cập nhật" hands over to the new worker and
// reloads once it controls the page.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (event: { isUpdate?: boolean }) => void;

const fake = vi.hoisted(() => ({
  handlers: new Map<string, Handler[]>(),
  messageSkipWaiting: vi.fn(),
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
      return Promise.resolve(undefined);
    }
    messageSkipWaiting() {
      fake.messageSkipWaiting();
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
  return { reload };
}

beforeEach(() => {
  fake.handlers.clear();
  fake.messageSkipWaiting.mockReset();
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  cleanup();
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
    expect(fake.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('"Cập nhật" asks the worker to skip waiting and reloads when it takes control', async () => {
    const { reload } = await setup();
    act(() => fake.emit('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(fake.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    act(() => fake.emit('controlling', { isUpdate: true }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload a tab whose user did not ask, but its button then just reloads', async () => {
    const { reload } = await setup();
    act(() => fake.emit('waiting'));
    act(() => fake.emit('controlling', { isUpdate: true }));
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(fake.messageSkipWaiting).not.toHaveBeenCalled();
  });
});
