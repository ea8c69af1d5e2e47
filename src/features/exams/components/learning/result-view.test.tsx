// The student's result: questions numbered as on the taking screen (a group's sub-questions one by one), and a speaking
// answer playable — from the device's copy when it was recorded here, else from the server; offline without a copy,
// a Vietnamese message instead of a player.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/offline/db.ts';
import { resetOfflineDb } from '@/offline/test-fixtures.ts';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';
import type { ExamResult, ResultQuestion } from '@/shared/exam.ts';
import { RECORDING_TEXT } from '@/components/answer-recording.tsx';
import { EXAM_MSG } from '../../exam-messages.ts';
import { ResultView } from './result-view.tsx';
import { OPEN_SCHEDULE, WITHHELD_SCHEDULE } from '@/test/exam-fixtures.ts';

const RECORDING = '3f2b8c1e-5d4a-4e1b-9c2d-7a6b5c4d3e2f';
const fetchMock = vi.fn<typeof fetch>();

const question = (id: number, over: Partial<ResultQuestion> = {}): ResultQuestion => ({
  id,
  questionType: 'textAnswer',
  allocatedPoint: 1,
  content: { text: `Đề ${id}` },
  answer: { type: 'textAnswer', text: 'x' },
  correctAnswer: null,
  pointEarned: 1,
  isMarked: true,
  comment: null,
  ...over,
});

const result: ExamResult = {
  id: 7,
  number: 1,
  exam: { id: 21, title: 'Kiểm tra' },
  group: { id: 11, name: 'Lớp 7A1' },
  student: { id: 5, first_name: 'An', last_name: 'Nguyễn' },
  status: 'submitted',
  late: false,
  createdAt: '2026-11-21T08:00:00.000Z',
  deadline: '2026-11-21T08:45:00.000Z',
  submittedAt: '2026-11-21T08:30:00.000Z',
  duration: 2700,
  score: 8,
  pointEarned: 4,
  allocatedPoint: 5,
  isFullyMarked: false,
  completionComment: null,
  schedule: OPEN_SCHEDULE,
  fractions: [
    { id: 1, title: 'Phần I', questions: [question(1)] },
    {
      id: 2,
      title: 'Phần II',
      questions: [
        question(20, { questionType: 'leadingQuestion', content: { text: 'Đọc đoạn văn.' }, answer: null, subQuestions: [question(21), question(22)] }),
        question(30, {
          questionType: 'speaking',
          content: { text: 'Đọc to câu sau.', sentence: 'I usually go swimming.' },
          answer: { type: 'speaking', recordingId: RECORDING },
          pointEarned: null,
          isMarked: false,
        }),
      ],
    },
  ],
};

function renderResult(shown: ExamResult = result) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ResultView result={shown} />
    </QueryClientProvider>,
  );
}

const PLAYER = 'Câu 4, bản ghi âm của em';

beforeEach(async () => {
  await resetOfflineDb();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:answer');
  URL.revokeObjectURL = vi.fn();
  writeKey(STORAGE_KEYS.accessToken, 'token-5');
  writeKey(STORAGE_KEYS.schoolId, '3');
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('ResultView', () => {
  it('says the score waits for the teacher while an answer is ungraded, and shows it once every answer is', () => {
    renderResult();
    const summary = screen.getByRole('region', { name: 'Kết quả' });
    expect(summary).toHaveTextContent('Chờ chấm');
    expect(summary).toHaveTextContent('Các câu đã chấm đạt 4/5 điểm');
    expect(summary).not.toHaveTextContent('8,0');
    cleanup();
    renderResult({ ...result, isFullyMarked: true, completionComment: 'Tốt' });
    expect(screen.getByRole('region', { name: 'Kết quả' })).toHaveTextContent('8,0/10');
  });

  it('before the results are released: says when they come, and shows no score, points or correct answers', () => {
    const withheld = (q: ResultQuestion): ResultQuestion => ({
      ...q,
      pointEarned: null,
      isMarked: false,
      correctAnswer: null,
      subQuestions: q.subQuestions?.map(withheld),
    });
    renderResult({
      ...result,
      score: null,
      pointEarned: null,
      schedule: WITHHELD_SCHEDULE,
      fractions: result.fractions.map((f) => ({ ...f, questions: f.questions.map(withheld) })),
    });
    const summary = screen.getByRole('region', { name: 'Kết quả' });
    expect(summary).toHaveTextContent('Chờ công bố');
    expect(summary).toHaveTextContent(/Điểm và đáp án sẽ được công bố sau khi bài thi đóng lúc \d\d:00 30\/11\/2026\./);
    expect(screen.queryByText(/điểm$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Chờ giáo viên chấm')).not.toBeInTheDocument();
    expect(screen.getAllByText('Câu trả lời của em')).toHaveLength(4);
  });

  it('numbers a group by its sub-questions and goes on after it', () => {
    renderResult();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Câu 1', 'Câu 2', 'Câu 3', 'Câu 4']);
    expect(screen.getByText('Câu 2–3.')).toBeInTheDocument();
  });

  it('plays a speaking answer recorded on this device from its copy, also offline', async () => {
    offline();
    await db.recordings.put({
      key: RECORDING,
      userId: 5,
      schoolId: 3,
      contentId: null,
      itemId: null,
      sentence: 'I usually go swimming.',
      audio: new Uint8Array([82, 73, 70, 70]).buffer,
      mimeType: 'audio/wav',
      duration: 2,
      recordedAt: Date.now(),
      deviceResult: null,
      serverResult: null,
      serverId: null,
      uploadedAt: null,
    });
    renderResult();
    expect(await screen.findByLabelText(PLAYER)).toHaveAttribute('src', 'blob:answer');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'audio/wav', size: 4 }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offline without a copy on this device: says so instead of a player', async () => {
    offline();
    renderResult();
    expect(await screen.findByText(RECORDING_TEXT.offline)).toBeInTheDocument();
    expect(screen.queryByLabelText(PLAYER)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a copy on this device fetches the recording from the server with the token', async () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'content-type': 'audio/wav' } }));
    renderResult();
    expect(await screen.findByLabelText(PLAYER)).toHaveAttribute('src', 'blob:answer');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/s/elsa/recordings/${RECORDING}/audio`);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-5', 'X-SCHOOL-ID': '3' });
  });

  it('a recording the server does not have yet is said to be on its way', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 404 }));
    renderResult();
    expect(await screen.findByText(EXAM_MSG.recordingNotOnServer)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
