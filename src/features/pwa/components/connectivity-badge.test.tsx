// The offline pill follows the browser's online/offline events.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityBadge } from './connectivity-badge.tsx';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ConnectivityBadge', () => {
  it('shows nothing while online', () => {
    render(<ConnectivityBadge />);
    expect(screen.queryByText('Đang ngoại tuyến')).toBeNull();
  });

  it('shows "Đang ngoại tuyến" when the network goes and hides it when it returns', () => {
    render(<ConnectivityBadge />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Đang ngoại tuyến');
    goOffline(false);
    expect(screen.queryByText('Đang ngoại tuyến')).toBeNull();
  });

  it('shows the pill at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ConnectivityBadge />);
    expect(screen.getByText('Đang ngoại tuyến')).toBeVisible();
  });
});
