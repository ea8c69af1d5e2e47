import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, StorageFullError } from '@/offline/db.ts';
import { attemptKeyOf } from '@/offline/exam-store.ts';
import { resetOfflineDb, seedAttempt, text } from '@/offline/test-fixtures.ts';
import { TakingView } from './taking-view.tsx';

const failNext = vi.hoisted(() => ({ storageFull: false }));
vi.mock('@/offline/exam-answers.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/offline/exam-answers.ts')>();
  return {
    ...real,
    saveAnswer: (...args: Parameters<typeof real.saveAnswer>) =>
      failNext.storageFull ? Promise.reject(new StorageFullError()) : real.saveAnswer(...args),
  };
});

const KEY = attemptKeyOf(5, 7);

beforeEach(async () => {
  failNext.storageFull = false;
  await resetOfflineDb();
  await seedAttempt();
});
afterEach(cleanup);

describe('TakingView', () => {
  it('counts down to the server deadline and shows "Đã lưu" only once the answer is in IndexedDB', async () => {
    const user = userEvent.setup();
    render(<TakingView attemptKey={KEY} onSealed={() => undefined} />);
    // The fixture's server time is 08:10 and the deadline 08:45.
    expect(await screen.findByRole('timer', { name: 'Thời gian còn lại' })).toHaveTextContent(/^3[45]:\d\d$/);
    await user.type(screen.getByLabelText('Câu 1, câu trả lời'), 'Hà Nội');
    await screen.findAllByText('✓ Đã lưu', {}, { timeout: 3000 });
    expect((await db.answers.get([KEY, 1]))?.answer).toEqual(text('Hà Nội'));
    expect(screen.getByRole('navigation', { name: 'Danh sách câu hỏi' })).toHaveTextContent('Đã làm 1/3 câu');
  });

  it('asks before submitting with the number of questions left, then seals the attempt once', async () => {
    const user = userEvent.setup();
    const onSealed = vi.fn();
    render(<TakingView attemptKey={KEY} onSealed={onSealed} />);
    await user.type(await screen.findByLabelText('Câu 1, câu trả lời'), 'a');
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Bạn còn 2 câu chưa làm. Nộp bài?');
    await user.click(screen.getAllByRole('button', { name: 'Nộp bài' }).at(-1)!);
    await waitFor(() => expect(onSealed).toHaveBeenCalled());
    const submission = await db.outbox.where('[group+kind]').equals([KEY, 'submission']).first();
    expect(submission?.body).toMatchObject({ submit: true, answers: [{ questionId: 1, answer: text('a') }] });
  });

  it('keeps the typed text and shows the message when the device is full', async () => {
    const user = userEvent.setup();
    render(<TakingView attemptKey={KEY} onSealed={() => undefined} />);
    failNext.storageFull = true;
    const field = await screen.findByLabelText('Câu 1, câu trả lời');
    await user.type(field, 'bài dài');
    expect(await screen.findAllByRole('alert', {}, { timeout: 3000 })).not.toHaveLength(0);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Bộ nhớ của thiết bị đã đầy');
    expect(field).toHaveValue('bài dài');
    expect(await db.answers.get([KEY, 1])).toBeUndefined();
  });

  it('shows an answer written by another tab', async () => {
    render(<TakingView attemptKey={KEY} onSealed={() => undefined} />);
    const field = await screen.findByLabelText('Câu 1, câu trả lời');
    const { saveAnswer } = await vi.importActual<typeof import('@/offline/exam-answers.ts')>('@/offline/exam-answers.ts');
    await act(() => saveAnswer(KEY, 1, text('từ tab khác')).then(() => undefined));
    await waitFor(() => expect(field).toHaveValue('từ tab khác'));
  });
});
