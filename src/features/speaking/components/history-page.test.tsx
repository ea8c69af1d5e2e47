// The speaking history: server results and device-only recordings, delete by id (row gone, total one lower), and the
// teacher's list of students' results.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { saveRecording, setDeviceResult } from '@/offline/recordings.ts';
import { resetOfflineDb } from '@/offline/test-fixtures.ts';
import type { CurrentUser } from '@/shared/session.ts';
import type { SpeechResult } from '@/shared/speech/types.ts';
import type { SpeakingHistory } from '../api/speaking-types.ts';
import { data, mockApi } from '@/test/api-mock.ts';
import { HistoryPage } from './history-page.tsx';

const api = mockApi();
vi.mock('@tanstack/react-router', () => ({ Link: ({ children }: { children: ReactNode }) => <a href="#">{children}</a> }));
vi.mock('wavesurfer.js', () => ({
  default: { create: () => ({ on: vi.fn(), loadBlob: () => Promise.resolve(), load: () => Promise.resolve(), destroy: vi.fn() }) },
}));

const result = (overall: number) => ({ overall, words: [], hints: [], provisional: false }) as unknown as SpeechResult;
const row = (id: number, over: Partial<SpeakingHistory> = {}): SpeakingHistory => ({
  id,
  body: JSON.stringify(result(80 + id)),
  status: 'scored',
  overall: 80 + id,
  sentence: `Sentence ${id}`,
  mode: 'scripted',
  contentId: null,
  provider: 'embedded',
  recordedAt: '2026-11-20T03:04:05.000Z',
  createdAt: '2026-11-20T03:05:00.000Z',
  audioUrl: `/api/s/elsa/speaking_histories/${id}/audio`,
  user: { id: 5, first_name: 'An', last_name: 'Trần' },
  ...over,
});
const HISTORY = 's/elsa/speaking_histories';
const page = (rows: SpeakingHistory[]) => data(rows, { pagination: { total: rows.length, page: 1, perPage: 10 } });
const user = (userType: CurrentUser['userType']) => ({ id: 5, userType }) as CurrentUser;

function renderPage(u: CurrentUser, search = {}) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HistoryPage schoolId={3} user={u} search={search} onSearch={vi.fn()} />
    </QueryClientProvider>,
  );
}

beforeEach(resetOfflineDb);
afterEach(() => {
  cleanup();
});

describe('HistoryPage', () => {
  it('lists results with date and score, and a recording still on the device with its provisional score', async () => {
    const saved = await saveRecording({
      userId: 5,
      schoolId: 3,
      contentId: null,
      itemId: null,
      sentence: 'Waiting sentence',
      audio: new ArrayBuffer(8),
      mimeType: 'audio/wav',
      duration: 1,
      recordedAt: Date.parse('2026-11-21T01:00:00.000Z'),
      url: '/api/s/elsa/score_audio',
      fields: {},
      fileField: 'audio_file',
    });
    await setDeviceResult(saved.key, result(64));
    api.on('get', HISTORY, page([row(1), row(2)]));
    renderPage(user('student'));
    const table = screen.getByRole('table', { name: 'Kết quả luyện phát âm' });
    const first = (await within(table).findByText('Sentence 1')).closest('tr')!;
    expect(first).toHaveTextContent(/\d{2}:04:05 20\/11\/2026/);
    expect(first).toHaveTextContent('81');
    const waiting = (await within(table).findByText('Waiting sentence')).closest('tr')!;
    expect(waiting).toHaveTextContent('64');
    expect(waiting).toHaveTextContent('Điểm tạm tính');
    expect(screen.getByTestId('history-total')).toHaveTextContent('2');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.callsTo('get', HISTORY).map((c) => [c.headers.get('X-SCHOOL-ID'), c.query])).toEqual([['3', { page: '1', perPage: '10' }]]);
  });

  it('deleting a result removes its row and lowers the total by one', async () => {
    api.on('get', HISTORY, page([row(1), row(2)]));
    api.on('delete', `${HISTORY}/2`, data({ id: 2 }));
    renderPage(user('student'));
    await userEvent.click(await screen.findByRole('button', { name: 'Xoá kết quả: Sentence 2' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(screen.queryByText('Sentence 2')).not.toBeInTheDocument());
    expect(api.callsTo('delete', `${HISTORY}/2`).map((c) => c.headers.get('X-SCHOOL-ID'))).toEqual(['3']);
    expect(screen.getByText('Sentence 1')).toBeInTheDocument();
    expect(screen.getByTestId('history-total')).toHaveTextContent('1');
  });

  it("a teacher's students tab lists the students' results, without delete", async () => {
    api.on('get', `${HISTORY}/teacher`, page([row(3)]));
    renderPage(user('teacher'), { scope: 'teacher' });
    expect(screen.getByRole('tab', { name: 'Học sinh của tôi' })).toHaveAttribute('aria-selected', 'true');
    const line = (await screen.findByText('Sentence 3')).closest('tr')!;
    expect(line).toHaveTextContent('Trần An');
    expect(within(line).queryByRole('button', { name: /Xoá/ })).not.toBeInTheDocument();
    expect(api.callsTo('get', `${HISTORY}/teacher`).map((c) => c.query)).toEqual([{ page: '1', perPage: '10' }]);
  });

  it('a result refused over the usage limit says it was not scored', async () => {
    api.on('get', HISTORY, page([row(4, { status: 'limited', overall: null, body: 'null' })]));
    renderPage(user('student'));
    expect((await screen.findByText('Sentence 4')).closest('tr')).toHaveTextContent('Chưa chấm (hết lượt)');
  });
});
