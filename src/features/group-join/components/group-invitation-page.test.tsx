// The join page a group's link opens: the group, its school and teachers; "Xin vào nhóm" sends a request and says it
// waits for the teacher; a member is sent to the group, and each reason not to ask (pending, locked, not in the
// school, not a student) is said; an unknown group and a failed load have their own screens; /join asks on arrival.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import type { GroupInvitation, GroupInvitationState } from '@/shared/schemas/group-join.ts';
import { GroupInvitationPage } from './group-invitation-page.tsx';

const api = mockApi();
afterEach(() => cleanup());

const invitation = (state: GroupInvitationState, extra: Partial<GroupInvitation> = {}): GroupInvitation => ({
  group: { id: 5, name: 'Lớp 7A2', isLocked: state === 'locked' },
  school: { id: 1, name: 'Trường THCS Nguyễn Du' },
  teachers: [{ id: 9, first_name: 'Văn Minh', last_name: 'Lê' }],
  state,
  memberRole: state === 'member' ? 'student' : null,
  lastRejection: null,
  ...extra,
});

function JoinSchoolStub({ open }: { open: boolean; onClose: () => void }) {
  return open ? <div role="dialog" aria-label="Tham gia trường học" /> : null;
}

const renderPage = (autoJoin = false) => renderInApp(() => <GroupInvitationPage groupId={5} autoJoin={autoJoin} JoinSchoolDialog={JoinSchoolStub} />);

describe('GroupInvitationPage', () => {
  it('names the group, its school and teachers; asking sends one request, which then waits for the teacher', async () => {
    const user = userEvent.setup();
    let state: GroupInvitationState = 'open';
    api.on('get', 'school_groups/5/invitation', () => data(invitation(state)) as Response);
    api.on('post', 'school_groups/5/join_request', () => {
      state = 'pending';
      return data({ id: 3, groupId: 5, status: 'pending', createdAt: '2026-03-02T08:00:00Z' }, {}) as Response;
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lớp 7A2' })).toBeInTheDocument();
    expect(screen.getByText('Trường THCS Nguyễn Du')).toBeInTheDocument();
    expect(screen.getByText('Lê Văn Minh')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xin vào nhóm' }));
    expect(await screen.findByText(MSG.groupJoinRequested)).toBeInTheDocument();
    expect(api.callsTo('post', 'school_groups/5/join_request')).toHaveLength(1);
    // Sent outside any school: the visitor may not belong to this one yet.
    expect(api.callsTo('get', 'school_groups/5/invitation')[0]!.headers.get('x-school-id')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Xin vào nhóm' })).not.toBeInTheDocument();
  });

  it('a member is sent to her group', async () => {
    api.on('get', 'school_groups/5/invitation', data(invitation('member')));
    renderPage();
    const link = await screen.findByRole('link', { name: 'Vào nhóm Lớp 7A2' });
    expect(link).toHaveAttribute('href', '/1/my-learning-group/5');
  });

  it('says why she cannot ask: waiting, locked, a teacher', async () => {
    api.on('get', 'school_groups/5/invitation', data(invitation('pending')), { once: true });
    renderPage();
    expect(await screen.findByText(/Yêu cầu đang chờ giáo viên duyệt/)).toBeInTheDocument();
    cleanup();
    api.on('get', 'school_groups/5/invitation', data(invitation('locked')), { once: true });
    renderPage();
    expect(await screen.findByText(/Nhóm đang khoá nên không nhận thêm thành viên/)).toBeInTheDocument();
    cleanup();
    api.on('get', 'school_groups/5/invitation', data(invitation('not_student')), { once: true });
    renderPage();
    expect(await screen.findByText(MSG.groupJoinStudentsOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xin vào nhóm' })).not.toBeInTheDocument();
  });

  it('someone outside the school is told to join it first, with the join-school dialog at hand', async () => {
    const user = userEvent.setup();
    api.on('get', 'school_groups/5/invitation', data(invitation('not_in_school')));
    renderPage();
    expect(await screen.findByText(/Bạn chưa là học sinh của trường Trường THCS Nguyễn Du/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tham gia trường học' }));
    expect(screen.getByRole('dialog', { name: 'Tham gia trường học' })).toBeInTheDocument();
  });

  it('shows the last rejection, and the server’s refusal of a new request', async () => {
    const user = userEvent.setup();
    api.on('get', 'school_groups/5/invitation', data(invitation('open', { lastRejection: { reason: 'Em học lớp 7A1', decidedAt: '2026-03-01T08:00:00Z' } })));
    api.on('post', 'school_groups/5/join_request', refusal(422, MSG.groupLocked, { groupId: [MSG.groupLocked] }));
    renderPage();
    expect(await screen.findByText(/bị từ chối: Em học lớp 7A1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xin vào nhóm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.groupLocked);
  });

  it('an unknown group says the link is wrong; another failure offers a retry', async () => {
    api.on('get', 'school_groups/5/invitation', refusal(404, MSG.notFound), { once: true });
    renderPage();
    expect(await screen.findByText('Không tìm thấy nhóm')).toBeInTheDocument();
    cleanup();
    api.on('get', 'school_groups/5/invitation', refusal(500, 'Lỗi máy chủ'), { once: true });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('/join asks on arrival, once', async () => {
    let state: GroupInvitationState = 'open';
    api.on('get', 'school_groups/5/invitation', () => data(invitation(state)) as Response);
    api.on('post', 'school_groups/5/join_request', () => {
      state = 'pending';
      return data({ id: 3, groupId: 5, status: 'pending', createdAt: '2026-03-02T08:00:00Z' }, {}) as Response;
    });
    renderPage(true);
    expect(await screen.findByText(MSG.groupJoinRequested)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('get', 'school_groups/5/invitation').length).toBeGreaterThanOrEqual(2));
    expect(api.callsTo('post', 'school_groups/5/join_request')).toHaveLength(1);
  });
});
