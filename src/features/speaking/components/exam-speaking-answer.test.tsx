// The exam's speaking question on the taking screen: a recording is committed with its queued upload before the answer
// naming it is saved ("Đã lưu" after both); recording again leaves only the new take queued; a refused microphone says
// so in Vietnamese and the rest of the exam still saves. The recorder is loaded lazily, below the school route that
// names the student.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/offline/db.ts';
import { attemptKeyOf } from '@/offline/exam-store.ts';
import { resetOfflineDb, seedAttempt, text } from '@/offline/test-fixtures.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';
import type { AnswerValue, ExamQuestion } from '@/shared/exam.ts';
import { TakingView } from '@/features/exams/components/learning/taking-view.tsx';
import { ExamSlotsProvider } from '@/features/exams/exam-slots.tsx';
import { withMicrophone } from '../recorder/test-microphone.ts';
import SpeakingAnswer from './exam-speaking-answer.tsx';

// jsdom cannot decode audio: one second of "speech" at 16 kHz stands in for the decoded recording.
vi.mock('@/features/speaking/audio/pcm.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/speaking/audio/pcm.ts')>()),
  decodeToPcm: async () => new Float32Array(16000).fill(0.1),
}));

// Each answer write notes whether the recording it names was already on the device at that moment.
const recordingPresentAtSave = vi.hoisted(() => [] as boolean[]);
vi.mock('@/offline/exam-answers.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/offline/exam-answers.ts')>();
  const { db: offline } = await import('@/offline/db.ts');
  return {
    ...real,
    saveAnswer: async (...args: Parameters<typeof real.saveAnswer>) => {
      const value = args[2] as AnswerValue | null;
      if (value?.type === 'speaking') recordingPresentAtSave.push((await offline.recordings.get(value.recordingId)) !== undefined);
      return real.saveAnswer(...args);
    },
  };
});

const KEY = attemptKeyOf(5, 7);
const questions: ExamQuestion[] = [
  { id: 1, questionType: 'speaking', allocatedPoint: 1.5, content: { text: 'Đọc to câu sau.', sentence: 'I usually go swimming.' } },
  { id: 2, questionType: 'textAnswer', allocatedPoint: 1, content: { text: 'Thủ đô của Việt Nam?' } },
];

/** The taking screen below a school route whose context names student 5 of school 3 (the fixture attempt's owner). */
function renderExam() {
  const root = createRootRoute({
    beforeLoad: () => ({ schoolId: 3, schoolSession: { user: { id: 5 } } }),
    component: () => (
      <ExamSlotsProvider value={{ SpeakingAnswer }}>
        <TakingView attemptKey={KEY} onSealed={() => undefined} onTakeOver={() => undefined} />
      </ExamSlotsProvider>
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
}

beforeEach(async () => {
  recordingPresentAtSave.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
  await resetOfflineDb();
  await seedAttempt({ fractions: [{ id: 1, title: 'Phần IV', questions }] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the exam speaking question', () => {
  it('stores the recording and its upload first, then saves the answer with its recordingId', async () => {
    withMicrophone(() => Promise.resolve({ getTracks: () => [{ stop: () => undefined }] }), { onLine: false });
    const user = userEvent.setup();
    renderExam();
    expect(await screen.findByText('I usually go swimming.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Bắt đầu ghi âm/ }));
    expect(await screen.findByRole('meter', { name: 'Mức âm thanh micrô' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Dừng ghi âm/ }));

    await screen.findAllByText('✓ Đã lưu', {}, { timeout: 3000 });
    const answer = (await db.answers.get([KEY, 1]))?.answer;
    expect(answer).toMatchObject({ type: 'speaking', recordingId: expect.any(String) });
    const recordingId = (answer as { recordingId: string }).recordingId;
    expect(recordingPresentAtSave).toEqual([true]);
    const recording = await db.recordings.get(recordingId);
    expect(recording).toMatchObject({ userId: 5, schoolId: 3, sentence: 'I usually go swimming.', mimeType: 'audio/wav' });
    // The bytes leave the device only through the outbox, under the recording's id as Idempotency-Key.
    const upload = await db.outbox.where('key').equals(recordingId).first();
    expect(upload).toMatchObject({ kind: 'recording', method: 'POST', userId: 5, schoolId: 3 });
    expect(upload?.url).toMatch(/s\/elsa\/score_audio$/);
    expect(upload?.upload?.fields).toMatchObject({ sentence: 'I usually go swimming.' });
    // Replay and record again; offline, the student is told when it will be sent.
    expect(await screen.findByLabelText('Câu 1, bản ghi âm của em')).toHaveAttribute('src', 'blob:recording');
    expect(screen.getByText('Bản ghi âm sẽ được gửi lên máy chủ khi có mạng.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ghi âm lại/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Danh sách câu hỏi' })).toHaveTextContent('Đã làm 1/2 câu');
  });

  it('recording again: the answer names the new take, and the earlier one and its unsent upload are gone', async () => {
    withMicrophone(() => Promise.resolve({ getTracks: () => [{ stop: () => undefined }] }), { onLine: false });
    const user = userEvent.setup();
    renderExam();
    const answered = async () => ((await db.answers.get([KEY, 1]))?.answer as { recordingId?: string } | undefined)?.recordingId;

    await user.click(await screen.findByRole('button', { name: /Bắt đầu ghi âm/ }));
    await user.click(await screen.findByRole('button', { name: /Dừng ghi âm/ }));
    await waitFor(async () => expect(await answered()).toEqual(expect.any(String)));
    const first = (await answered())!;

    await user.click(await screen.findByRole('button', { name: /Ghi âm lại/ }));
    await user.click(await screen.findByRole('button', { name: /Dừng ghi âm/ }));
    await waitFor(async () => expect(await answered()).not.toBe(first));
    const second = (await answered())!;
    expect(recordingPresentAtSave).toEqual([true, true]);
    await waitFor(async () => expect((await db.recordings.toArray()).map((r) => r.key)).toEqual([second]));
    expect((await db.outbox.toArray()).map((i) => [i.key, i.state])).toEqual([[second, 'pending']]);
    expect(await screen.findByLabelText('Câu 1, bản ghi âm của em')).toHaveAttribute('src', 'blob:recording');
  });

  it('a refused microphone: the Vietnamese message, nothing saved for it, and the other questions still save', async () => {
    withMicrophone(() => Promise.reject(new DOMException('denied', 'NotAllowedError')), { onLine: false });
    const user = userEvent.setup();
    renderExam();
    await user.click(await screen.findByRole('button', { name: /Bắt đầu ghi âm/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SPEAKING_MSG.micDenied);
    expect(await db.answers.get([KEY, 1])).toBeUndefined();
    expect(await db.recordings.count()).toBe(0);

    await user.click(screen.getByRole('button', { name: /Câu sau/ }));
    await user.type(await screen.findByLabelText('Câu 2, câu trả lời'), 'Hà Nội');
    await screen.findAllByText('✓ Đã lưu', {}, { timeout: 3000 });
    await waitFor(async () => expect((await db.answers.get([KEY, 2]))?.answer).toEqual(text('Hà Nội')));
    expect(screen.getByRole('navigation', { name: 'Danh sách câu hỏi' })).toHaveTextContent('Đã làm 1/2 câu');
  });
});
