// The offline pill follows the browser's online/offline events and tells how old the data on screen is.
import { act, cleanup, render as rtlRender, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityBadge } from './connectivity-badge.tsx';

const render = (ui: ReactElement, client = new QueryClient()) => rtlRender(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);

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

  it('tells when the oldest offline data on screen was fetched', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = new QueryClient();
    const fetchedAt = new Date();
    fetchedAt.setHours(9, 5, 0, 0);
    client.setQueryData(['groups'], ['Lớp 7A1'], { updatedAt: fetchedAt.getTime() });
    client.setQueryData(['later'], ['x'], { updatedAt: fetchedAt.getTime() + 60_000 });
    const Screen = () => {
      useQuery({ queryKey: ['groups'], queryFn: () => Promise.reject(new Error('offline')), meta: { offline: true }, staleTime: Infinity });
      useQuery({ queryKey: ['later'], queryFn: () => Promise.reject(new Error('offline')), meta: { offline: true }, staleTime: Infinity });
      return <ConnectivityBadge />;
    };
    render(<Screen />, client);
    expect(screen.getByRole('status')).toHaveTextContent('Đang ngoại tuyến · dữ liệu lúc 09:05');
  });
});
