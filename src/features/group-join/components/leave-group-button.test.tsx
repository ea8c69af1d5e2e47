// "Rời nhóm": nothing is sent before the confirmation; confirming leaves and hands over to the route; a refusal is
// reported and she stays.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import { LeaveGroupButton } from './leave-group-button.tsx';

const api = mockApi();
afterEach(() => cleanup());

function renderButton() {
  const onLeft = vi.fn();
  renderInApp(() => (
    <>
      <LeaveGroupButton schoolId={1} groupId={5} groupName="Lớp 7A2" onLeft={onLeft} />
      <Toaster />
    </>
  ));
  return onLeft;
}

describe('LeaveGroupButton', () => {
  it('asks first, then leaves', async () => {
    const user = userEvent.setup();
    api.on('post', 's/personal/learning_groups/5/leave', data({ id: 5 }));
    const onLeft = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Rời nhóm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rời nhóm' });
    expect(dialog).toHaveTextContent('Bài làm và điểm của bạn vẫn được giữ lại');
    expect(api.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Rời nhóm' }));
    expect(await screen.findByText(`${MSG.groupLeft} Lớp 7A2`)).toBeInTheDocument();
    expect(onLeft).toHaveBeenCalledTimes(1);
    expect(api.callsTo('post', 's/personal/learning_groups/5/leave')[0]!.headers.get('x-school-id')).toBe('1');
  });

  it('cancelling sends nothing; a refusal is reported', async () => {
    const user = userEvent.setup();
    api.on('post', 's/personal/learning_groups/5/leave', refusal(403, MSG.forbidden));
    const onLeft = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Rời nhóm' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Huỷ' }));
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Rời nhóm' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rời nhóm' }));
    expect(await screen.findByText(MSG.forbidden)).toBeInTheDocument();
    expect(onLeft).not.toHaveBeenCalled();
  });
});
