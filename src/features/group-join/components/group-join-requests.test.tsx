// "Yêu cầu vào nhóm": the group's requests, waiting ones with Duyệt and Từ chối; approving says who joined; rejecting
// needs a reason (the dialog says so before sending) and sends it; a request decided meanwhile says so.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import type { GroupJoinRequest } from '@/shared/schemas/group-join.ts';
import { GroupJoinRequests } from './group-join-requests.tsx';

const api = mockApi();
afterEach(() => cleanup());

const minh = { id: 9, first_name: 'Văn Minh', last_name: 'Lê' };
const waiting: GroupJoinRequest = {
  id: 31,
  status: 'pending',
  reason: null,
  createdAt: '2026-03-02T08:00:00Z',
  decidedAt: null,
  user: { id: 14, first_name: 'Dũng', last_name: 'Vũ', email: 'hs14@nguyendu.edu.vn' },
  decidedBy: null,
};
const rejected: GroupJoinRequest = {
  ...waiting,
  id: 30,
  status: 'rejected',
  reason: 'Em học lớp 7A1',
  decidedAt: '2026-03-01T09:00:00Z',
  user: { id: 13, first_name: 'Chi', last_name: 'Lý', email: 'hs13@nguyendu.edu.vn' },
  decidedBy: minh,
};
const page = (rows: GroupJoinRequest[]) => data(rows, { pagination: { total: rows.length, page: 1, perPage: 10 } });

function renderList() {
  renderInApp(() => (
    <>
      <GroupJoinRequests schoolId={1} groupId={5} groupName="Lớp 7A2" />
      <Toaster />
    </>
  ));
}

describe('GroupJoinRequests', () => {
  it('lists waiting and decided requests; approving one says who joined', async () => {
    const user = userEvent.setup();
    let rows = [waiting, rejected];
    api.on('get', 's/school_groups/5/requests', () => page(rows) as Response);
    api.on('post', 's/school_groups/5/requests/31/approve', () => {
      rows = [{ ...waiting, status: 'approved', decidedBy: minh, decidedAt: '2026-03-02T09:00:00Z' }, rejected];
      return data(rows[0]) as Response;
    });
    renderList();
    const table = await screen.findByRole('table', { name: 'Yêu cầu vào nhóm Lớp 7A2' });
    expect(await within(table).findByText('Vũ Dũng')).toBeInTheDocument();
    expect(within(table).getByText('Lý do: Em học lớp 7A1')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Duyệt Vũ Dũng' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Duyệt Lý Chi' })).not.toBeInTheDocument();
    expect(api.callsTo('get', 's/school_groups/5/requests')[0]!.headers.get('x-school-id')).toBe('1');

    await user.click(within(table).getByRole('button', { name: 'Duyệt Vũ Dũng' }));
    expect(await screen.findByText(`${MSG.groupJoinApproved}: Vũ Dũng`)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Duyệt Vũ Dũng' })).not.toBeInTheDocument());
    expect(within(table).getAllByText('bởi Lê Văn Minh')).toHaveLength(2);
  });

  it('a rejection needs a reason, then sends it', async () => {
    const user = userEvent.setup();
    api.on('get', 's/school_groups/5/requests', page([waiting]));
    api.on('post', 's/school_groups/5/requests/31/reject', data({ ...rejected, id: 31 }));
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Từ chối Vũ Dũng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối yêu cầu vào nhóm' });
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText(MSG.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo('post', 's/school_groups/5/requests/31/reject')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Lý do/), '  Em học lớp 7A1 ');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText(MSG.groupJoinRejected)).toBeInTheDocument();
    expect(api.callsTo('post', 's/school_groups/5/requests/31/reject')[0]!.body).toEqual({ reason: 'Em học lớp 7A1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a request another teacher decided meanwhile says so', async () => {
    const user = userEvent.setup();
    api.on('get', 's/school_groups/5/requests', page([waiting]));
    api.on('post', 's/school_groups/5/requests/31/approve', refusal(422, MSG.requestHandled, { status: [MSG.requestHandled] }));
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Duyệt Vũ Dũng' }));
    expect(await screen.findByText(MSG.requestHandled)).toBeInTheDocument();
  });

  it('says when nobody has asked', async () => {
    api.on('get', 's/school_groups/5/requests', page([]));
    renderList();
    expect(await screen.findByText('Chưa có học sinh nào xin vào nhóm qua đường dẫn')).toBeInTheDocument();
  });
});
