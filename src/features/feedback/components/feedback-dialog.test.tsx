// The help dialog: our form checked before sending, sent with the page and app version and an Idempotency-Key kept for a
// retry without an answer, what was typed kept through a refusal, a missing network and a closing; the user's own
// feedback with its reply, opened at one by a notification; the external form when the build names one.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi, networkError, refusal } from '@/test/api-mock.ts';
import { APP_CONFIG } from '@/lib/app-config.ts';
import type { HelpRequest } from '@/lib/help-dialog.ts';
import { FEEDBACK_MSG, type MyFeedback } from '@/shared/feedback.ts';
import { MSG } from '@/shared/messages.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { APP_VERSION } from '../app-version.ts';

const api = mockApi();

const replied: MyFeedback = {
  id: 12,
  kind: 'bug',
  subject: 'Nút Nộp bài bị che',
  message: 'Bàn phím che mất nút Nộp bài.',
  status: 'done',
  createdAt: '2026-03-02T01:00:00Z',
  reply: 'Đã sửa trong bản cập nhật tối nay.',
  repliedAt: '2026-03-02T09:00:00Z',
};

let setOpen: (open: boolean) => void = () => {};

function renderDialog(request: HelpRequest | null = null) {
  function Harness() {
    const [open, set] = useState(true);
    setOpen = set;
    return (
      <>
        <FeedbackDialog open={open} onClose={() => set(false)} request={request} />
        <Toaster />
      </>
    );
  }
  return renderInApp(() => <Harness />);
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Báo lỗi' }));
  await user.type(screen.getByLabelText(/Tiêu đề/), 'Nút Nộp bài bị che');
  await user.type(screen.getByLabelText(/Nội dung/), 'Bàn phím che mất nút Nộp bài.');
  await user.type(screen.getByLabelText(/Số điện thoại/), '0912 345 678');
}

const setOnline = (value: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });

afterEach(() => {
  cleanup();
  setOnline(true);
  // The query client's own idea of the network outlives the test (a module singleton).
  onlineManager.setOnline(true);
});

describe('FeedbackDialog', () => {
  it('asks for a subject and a message before sending anything, and says what is attached', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Gửi góp ý' }));
    expect(await screen.findByText(FEEDBACK_MSG.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(FEEDBACK_MSG.messageRequired)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`phiên bản ứng dụng \\(${APP_VERSION.replace(/[.+()]/g, '\\$&')}\\)`))).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends it with the page and the version, says so, and shows it among the user’s own', async () => {
    const user = userEvent.setup();
    const sent: MyFeedback = { ...replied, id: 40, status: 'new', reply: null, repliedAt: null };
    api.on('post', 'feedbacks', data(sent));
    api.on('get', 'feedbacks/mine', data([sent]));
    renderDialog();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    expect(await screen.findByText(FEEDBACK_MSG.sent)).toBeInTheDocument();
    const [call] = api.callsTo('post', 'feedbacks');
    expect(call!.body).toEqual({
      kind: 'bug',
      subject: 'Nút Nộp bài bị che',
      message: 'Bàn phím che mất nút Nộp bài.',
      contactPhone: '0912 345 678',
      pageUrl: '/',
      appVersion: APP_VERSION,
    });
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('tab', { name: 'Góp ý của tôi', selected: true })).toBeInTheDocument();
    const mine = await screen.findByRole('list', { name: 'Góp ý của tôi' });
    expect(within(mine).getByRole('listitem')).toHaveAttribute('aria-current', 'true');
    expect(within(mine).getByText('Mới')).toBeInTheDocument();
  });

  it('keeps what was typed without a network, retries with the same key, and keeps it through a closing', async () => {
    const user = userEvent.setup();
    api.on('post', 'feedbacks', networkError());
    renderDialog();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    expect(await screen.findByText(FEEDBACK_MSG.offline)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    await screen.findByText(FEEDBACK_MSG.offline);
    const keys = api.callsTo('post', 'feedbacks').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // The browser knows it is offline: it says so at once and does not try.
    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(within(screen.getByRole('form', { name: 'Gửi góp ý' })).getByRole('status')).toHaveTextContent(FEEDBACK_MSG.offline);
    await user.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    expect(api.callsTo('post', 'feedbacks')).toHaveLength(2);

    await act(async () => setOpen(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => setOpen(true));
    expect(await screen.findByLabelText(/Tiêu đề/)).toHaveValue('Nút Nộp bài bị che');
    expect(screen.getByLabelText(/Nội dung/)).toHaveValue('Bàn phím che mất nút Nộp bài.');
    expect(screen.getByRole('radio', { name: 'Báo lỗi' })).toBeChecked();
  });

  it('shows a refusal under its field or in the form, keeping what was typed', async () => {
    const user = userEvent.setup();
    api.on('post', 'feedbacks', refusal(422, MSG.phoneInvalid, { contactPhone: [MSG.phoneInvalid] }), { once: true });
    renderDialog();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    expect(await screen.findByText(MSG.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/Số điện thoại/)).toHaveAttribute('aria-invalid', 'true');
    api.on('post', 'feedbacks', refusal(429, FEEDBACK_MSG.tooMany));
    await user.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_MSG.tooMany);
    expect(screen.getByLabelText(/Tiêu đề/)).toHaveValue('Nút Nộp bài bị che');
  });

  it('opens at the user’s feedback with its reply when a notification asked for it', async () => {
    api.on('get', 'feedbacks/mine', data([{ ...replied, id: 11, subject: 'Khác', reply: null, repliedAt: null, status: 'new' }, replied]));
    renderDialog({ feedbackId: 12 });
    expect(await screen.findByRole('tab', { name: 'Góp ý của tôi', selected: true })).toBeInTheDocument();
    const marked = (await screen.findAllByRole('listitem')).find((li) => li.getAttribute('aria-current') === 'true')!;
    expect(marked).toHaveTextContent('Nút Nộp bài bị che');
    expect(marked).toHaveTextContent('Đã sửa trong bản cập nhật tối nay.');
    expect(marked).toHaveTextContent('Đã xong');
  });

  it('says when the user has sent nothing yet', async () => {
    api.on('get', 'feedbacks/mine', data([]));
    renderDialog({});
    expect(await screen.findByText('Bạn chưa gửi góp ý nào')).toBeInTheDocument();
  });

  it('embeds the external form when the build names one, the support contacts still shown', async () => {
    const config = APP_CONFIG as { feedbackFormUrl: string | null };
    config.feedbackFormUrl = 'https://forms.example.com/f/abc';
    try {
      renderDialog();
      expect(await screen.findByTitle('Biểu mẫu góp ý')).toHaveAttribute('src', 'https://forms.example.com/f/abc');
      expect(screen.queryByLabelText(/Tiêu đề/)).toBeNull();
      expect(screen.getByRole('dialog')).toHaveTextContent('1900 6868');
    } finally {
      config.feedbackFormUrl = null;
    }
  });
});
