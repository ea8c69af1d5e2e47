// The mail editor: its placeholders listed and inserted at the cursor, the preview filled with sample values as
// typed, an unknown placeholder named before saving, and the saved body sent as written.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unknownPlaceholderMessage } from '@/shared/email-actions.ts';
import type { EmailAction } from '../api/get-email-actions.ts';
import { EmailActionForm } from './email-action-form.tsx';

afterEach(() => cleanup());

const action: EmailAction = {
  key: 'password_reset',
  name: 'Đặt lại mật khẩu',
  description: '',
  subject: 'Đặt lại mật khẩu Lớp học số',
  body: 'Xin chào {{ten}},\n{{duong_dan}}',
  isEnabled: true,
  accountId: null,
  accountName: null,
  isCustom: false,
  defaults: { subject: 'Đặt lại mật khẩu Lớp học số', body: 'Xin chào {{ten}},\n{{duong_dan}}' },
  updatedAt: null,
};

function renderForm(readOnly = false) {
  const onSave = vi.fn(() => Promise.resolve());
  render(<EmailActionForm action={action} accounts={[]} readOnly={readOnly} onSave={onSave} onCancel={() => {}} />);
  return { onSave };
}

describe('EmailActionForm', () => {
  it('lists the mail’s placeholders and previews the text with sample values', () => {
    renderForm();
    for (const name of ['ten', 'email', 'duong_dan']) expect(screen.getByRole('button', { name: new RegExp(`^Chèn biến ${name}:`) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Chèn biến truong/ })).toBeNull();
    expect(screen.getByTestId('email-preview-body')).toHaveTextContent('Xin chào Phạm Thị Lan, https://lophocso.vn/new-password?token=…');
  });

  it('a placeholder clicked goes in at the cursor, and the preview follows', async () => {
    const user = userEvent.setup();
    renderForm();
    const subject = screen.getByLabelText(/Tiêu đề/);
    await user.clear(subject);
    await user.type(subject, 'Chào , đặt lại mật khẩu');
    (subject as HTMLInputElement).setSelectionRange(5, 5);
    await user.click(screen.getByRole('button', { name: /^Chèn biến ten:/ }));
    expect(subject).toHaveValue('Chào {{ten}}, đặt lại mật khẩu');
    expect(screen.getByTestId('email-preview-subject')).toHaveTextContent('Chào Phạm Thị Lan, đặt lại mật khẩu');
  });

  it('an unknown placeholder is named before anything is sent; a good text is saved as written', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const body = screen.getByLabelText(/Nội dung/);
    await user.type(body, ' {{{{ho_ten}}');
    expect(await screen.findByText(unknownPlaceholderMessage(['ho_ten']))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(body);
    await user.type(body, 'Mở {{{{duong_dan}} nhé');
    await user.click(screen.getByRole('checkbox', { name: /Gửi thư này/ }));
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ subject: 'Đặt lại mật khẩu Lớp học số', body: 'Mở {{duong_dan}} nhé', isEnabled: false, accountId: null }),
    );
  });

  it('read only: no saving and no inserting', () => {
    renderForm(true);
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Chèn biến/ })).toBeNull();
    expect(screen.getByLabelText(/Tiêu đề/)).toBeDisabled();
  });
});
