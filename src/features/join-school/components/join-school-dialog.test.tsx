// The join-school dialog: §5 messages exactly, a send attempt always closes it with a toast (success, 404 warning,
// validateSchool / validateAlreadyRequested errors), and closing resets the form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster.tsx';
import { dismissToast, subscribeToasts } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { JoinSchoolDialog } from './join-school-dialog.tsx';

const api = mockApi();

function renderDialog() {
  const onClose = vi.fn();
  const client = new QueryClient();
  const ui = (open: boolean) => (
    <QueryClientProvider client={client}>
      <JoinSchoolDialog open={open} onClose={onClose} />
      <Toaster />
    </QueryClientProvider>
  );
  const view = render(ui(true));
  return { onClose, rerender: (open: boolean) => view.rerender(ui(open)) };
}

async function send(code: string, position: string) {
  if (code) await userEvent.type(screen.getByLabelText('Mã trường học'), code);
  if (position) await userEvent.selectOptions(screen.getByLabelText('Chức vụ'), position);
  await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
}

const refuse = (status: number, errors: Record<string, string[]>, message: string = MSG.invalidInput) =>
  api.on('post', 'join_school_requests', refusal(status, message, errors));

afterEach(() => {
  cleanup();
  const unsubscribe = subscribeToasts((all) => all.forEach((t) => dismissToast(t.id)));
  unsubscribe();
});

describe('JoinSchoolDialog', () => {
  it('requires a school code and a position', async () => {
    const { onClose } = renderDialog();
    await send('', '');
    expect(await screen.findByText(MSG.schoolCodeRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.roleTypeRequired)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it('offers the three positions of the spec', () => {
    renderDialog();
    const labels = Array.from((screen.getByLabelText('Chức vụ') as HTMLSelectElement).options).map((o) => o.text);
    expect(labels).toEqual(['Chọn chức vụ', 'Giáo viên', 'Hiệu trưởng', 'Quản trị viên']);
  });

  it('sends the request, toasts success and closes', async () => {
    api.on('post', 'join_school_requests', data({ id: 1, status: 'pending' }));
    const { onClose } = renderDialog();
    await send(' LELOI ', 'Giáo viên');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.callsTo('post', 'join_school_requests').map((c) => c.body)).toEqual([{ schoolCode: 'LELOI', roleType: 'teacher' }]);
    expect(screen.getByText(MSG.joinSchoolSent)).toBeInTheDocument();
  });

  it('warns that the school does not exist on 404 and closes', async () => {
    refuse(404, {}, MSG.schoolNotFound);
    const { onClose } = renderDialog();
    await send('KHONGCO', 'Hiệu trưởng');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Cảnh báo')).toBeInTheDocument();
    expect(screen.getByText('Trường học không tồn tại hoặc đã hết hạn')).toBeInTheDocument();
  });

  it('shows the already-requested message as an error and closes', async () => {
    refuse(422, { validateAlreadyRequested: [MSG.alreadyRequested] });
    const { onClose } = renderDialog();
    await send('LELOI', 'Giáo viên');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.alreadyRequested);
  });

  it('prefers the validateSchool message', async () => {
    refuse(422, { validateSchool: [MSG.alreadyMember], validateAlreadyRequested: [MSG.alreadyRequested] });
    renderDialog();
    await send('NGUYENDU', 'Giáo viên');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.alreadyMember);
    expect(screen.queryByText(MSG.alreadyRequested)).not.toBeInTheDocument();
  });

  it('resets the form when cancelled', async () => {
    const { onClose, rerender } = renderDialog();
    await userEvent.type(screen.getByLabelText('Mã trường học'), 'LELOI');
    await userEvent.click(screen.getByRole('button', { name: 'Huỷ' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => rerender(false));
    await waitFor(() => expect(screen.queryByLabelText('Mã trường học')).not.toBeInTheDocument());
    act(() => rerender(true));
    expect(await screen.findByLabelText('Mã trường học')).toHaveValue('');
  });
});
