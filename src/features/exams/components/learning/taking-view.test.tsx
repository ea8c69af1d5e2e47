import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, StorageFullError } from '@/offline/db.ts';
import { attemptKeyOf } from '@/offline/exam-store.ts';
import { resetOfflineDb, seedAttempt, text } from '@/offline/test-fixtures.ts';
import type { ExamQuestion } from '@/shared/exam.ts';
import { MSG } from '@/shared/messages.ts';
import { markTakenOver } from '@/offline/outbox-effects.ts';
import { TakingView } from './taking-view.tsx';

const failNext = vi.hoisted(() => ({ storageFull: false }));
vi.mock('@/offline/exam-answers.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/offline/exam-answers.ts')>();
  return {
    ...real,
    saveAnswer: (...args: Parameters<typeof real.saveAnswer>) => (failNext.storageFull ? Promise.reject(new StorageFullError()) : real.saveAnswer(...args)),
  };
});

const KEY = attemptKeyOf(5, 7);

const textQuestion = (id: number): ExamQuestion => ({ id, questionType: 'textAnswer', allocatedPoint: 1, content: { text: `Đề ${id}` } });
/** Question 1, a reading passage with three sub-questions (2–4), then question 5. */
const withGroup = () =>
  seedAttempt({
    fractions: [
      { id: 1, title: 'Phần I', questions: [textQuestion(1)] },
      {
        id: 2,
        title: 'Phần II',
        questions: [
          { id: 20, questionType: 'leadingQuestion', allocatedPoint: 3, content: { text: 'Đọc đoạn văn.' }, subQuestions: [21, 22, 23].map(textQuestion) },
          textQuestion(30),
        ],
      },
    ],
  });
const navigator = () => within(screen.getByRole('navigation', { name: 'Danh sách câu hỏi' }));

beforeEach(async () => {
  failNext.storageFull = false;
  await resetOfflineDb();
  await seedAttempt();
});
afterEach(cleanup);

describe('TakingView', () => {
  it('counts down to the server deadline and shows "Đã lưu" only once the answer is in IndexedDB', async () => {
    const user = userEvent.setup();
    render(<TakingView attemptKey={KEY} onSealed={() => undefined} onTakeOver={() => undefined} />);
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
    render(<TakingView attemptKey={KEY} onSealed={onSealed} onTakeOver={() => undefined} />);
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
    render(<TakingView attemptKey={KEY} onSealed={() => undefined} onTakeOver={() => undefined} />);
    failNext.storageFull = true;
    const field = await screen.findByLabelText('Câu 1, câu trả lời');
    await user.type(field, 'bài dài');
    expect(await screen.findAllByRole('alert', {}, { timeout: 3000 })).not.toHaveLength(0);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Bộ nhớ của thiết bị đã đầy');
    expect(field).toHaveValue('bài dài');
    expect(await db.answers.get([KEY, 1])).toBeUndefined();
  });

  it('says so when another device took the attempt over, keeping the answers, and offers to continue here', async () => {
    const user = userEvent.setup();
    const onTakeOver = vi.fn();
    render(<TakingView attemptKey={KEY} onSealed={() => undefined} onTakeOver={onTakeOver} />);
    await user.type(await screen.findByLabelText('Câu 1, câu trả lời'), 'của em');
    await screen.findAllByText('✓ Đã lưu', {}, { timeout: 3000 });
    // What the outbox records when the server refuses this device's answers.
    await act(() => db.transaction('rw', db.attempts, () => markTakenOver(KEY, Date.now())));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(MSG.examTakenOver);
    await user.click(within(notice).getByRole('button', { name: 'Làm tiếp trên thiết bị này' }));
    expect(onTakeOver).toHaveBeenCalledTimes(1);
    expect((await db.answers.get([KEY, 1]))?.answer).toEqual(text('của em'));
  });

  it('shows an answer written by another tab', async () => {
    render(<TakingView attemptKey={KEY} onSealed={() => undefined} onTakeOver={() => undefined} />);
    const field = await screen.findByLabelText('Câu 1, câu trả lời');
    const { saveAnswer } = await vi.importActual<typeof import('@/offline/exam-answers.ts')>('@/offline/exam-answers.ts');
    await act(() => saveAnswer(KEY, 1, text('từ tab khác')).then(() => undefined));
    await waitFor(() => expect(field).toHaveValue('từ tab khác'));
  });

  it('numbers a group by its sub-questions, in the navigator and on the page, and counts on after it', async () => {
    const user = userEvent.setup();
    await resetOfflineDb();
    await withGroup();
    render(<TakingView attemptKey={KEY} onSealed={() => undefined} onTakeOver={() => undefined} />);
    await screen.findByLabelText('Câu 1, câu trả lời');
    expect(
      navigator()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2–4', '5']);
    expect(screen.getByRole('navigation', { name: 'Danh sách câu hỏi' })).toHaveTextContent('Đã làm 0/5 câu');

    await user.click(navigator().getByRole('button', { name: 'Câu 2–4, chưa làm' }));
    expect(await screen.findByRole('heading', { name: 'Câu 2–4' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Câu 3, câu trả lời'), 'a');
    expect(screen.getByLabelText('Câu 2, câu trả lời')).toBeInTheDocument();
    expect(screen.getByLabelText('Câu 4, câu trả lời')).toBeInTheDocument();
    expect(navigator().getByRole('button', { name: 'Câu 2–4, đã làm 1/3 câu' })).toHaveAttribute('aria-current', 'step');

    await user.type(screen.getByLabelText('Câu 2, câu trả lời'), 'b');
    await user.type(screen.getByLabelText('Câu 4, câu trả lời'), 'c');
    expect(navigator().getByRole('button', { name: 'Câu 2–4, đã làm' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Danh sách câu hỏi' })).toHaveTextContent('Đã làm 3/5 câu · Còn 2 câu chưa làm');

    await user.click(screen.getByRole('button', { name: /Câu sau/ }));
    expect(await screen.findByLabelText('Câu 5, câu trả lời')).toBeInTheDocument();
    expect(navigator().getByRole('button', { name: 'Câu 5, chưa làm' })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Bạn còn 2 câu chưa làm. Nộp bài?');
  });
});
