// The overview's own join requests: a waiting one with its school, a turned-down one with the reason, and the user's
// schools loaded again once a waiting request is decided.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MyJoinRequest } from '@/shared/session.ts';
import { data, mockApi } from '@/test/api-mock.ts';
import { MyJoinRequests } from './my-join-requests.tsx';

const api = mockApi();

const request = (over: Partial<MyJoinRequest>): MyJoinRequest => ({
  id: 1,
  school: { id: 2, name: 'Trường THPT Lê Lợi' },
  roleType: 'teacher',
  status: 'pending',
  reason: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  ...over,
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session', 'root'], { userSchools: [] });
  render(
    <QueryClientProvider client={client}>
      <MyJoinRequests />
    </QueryClientProvider>,
  );
  return client;
}

afterEach(cleanup);

describe('MyJoinRequests', () => {
  it('shows a waiting request and a turned-down one with its reason', async () => {
    api.on(
      'get',
      'join_school_requests',
      data([
        request({}),
        request({ id: 2, school: { id: 3, name: 'Trường Tiểu học Hoà Bình' }, status: 'rejected', reason: 'Không phải giáo viên của trường' }),
      ]),
    );
    renderSection();
    const waiting = (await screen.findByText('Trường THPT Lê Lợi')).closest('li')!;
    expect(waiting).toHaveTextContent('Chờ duyệt');
    expect(waiting).toHaveTextContent('Giáo viên · gửi ngày 20/11/2026');
    const rejected = screen.getByText('Trường Tiểu học Hoà Bình').closest('li')!;
    expect(rejected).toHaveTextContent('Đã từ chối');
    expect(rejected).toHaveTextContent('Lý do: Không phải giáo viên của trường');
  });

  it('loads the user’s schools again once a waiting request is decided', async () => {
    api.on('get', 'join_school_requests', data([request({})]));
    const client = renderSection();
    await screen.findByText('Trường THPT Lê Lợi');
    expect(client.getQueryState(['session', 'root'])?.isInvalidated).toBe(false);
    api.on('get', 'join_school_requests', data([]));
    await act(() => client.refetchQueries({ queryKey: ['join-requests', 'mine'] }));
    await waitFor(() => expect(screen.queryByText('Trường THPT Lê Lợi')).toBeNull());
    expect(client.getQueryState(['session', 'root'])?.isInvalidated).toBe(true);
  });
});
