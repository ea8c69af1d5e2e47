// A practice turn on the screen: content shown, record, the device's provisional score at once, replaced by the
// server's when the upload is delivered; a refusal over the usage limit shows the server's words and keeps the audio.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { db } from '@/offline/db.ts';
import { resetOfflineDb } from '@/offline/test-fixtures.ts';
import type { SpeechResult } from '@/shared/speech/types.ts';
import { decodeToPcm } from '../audio/pcm.ts';
import type { EngineState, ScoringClient } from '../engine/scoring-client.ts';
import { data, mockApi } from '@/test/api-mock.ts';
import { withMicrophone } from '../recorder/test-microphone.ts';
import { PracticePage } from './practice-page.tsx';

const api = mockApi();
vi.mock('@tanstack/react-router', () => ({ Link: ({ children }: { children: ReactNode }) => <a href="#">{children}</a> }));
vi.mock('wavesurfer.js', () => ({
  default: { create: () => ({ on: vi.fn(), loadBlob: () => Promise.resolve(), load: () => Promise.resolve(), destroy: vi.fn() }) },
}));
vi.mock('../audio/pcm.ts', () => ({ decodeToPcm: vi.fn() }));

const SENTENCE = 'My hobby is collecting stamps.';
const speech = (overall: number): SpeechResult => ({
  overall,
  provider: 'embedded',
  provisional: true,
  sentence: SENTENCE,
  mode: 'scripted',
  duration: 1,
  speechStart: 0.1,
  speechEnd: 0.9,
  hints: [],
  words: [{ word: 'stamps', score: overall, start: 0.5, end: 0.9, phones: [{ phone: 'S', score: overall, start: 0.5, end: 0.6 }] }],
});

function fakeClient(): ScoringClient {
  const state: EngineState = { status: 'ready' };
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    prepare: vi.fn(),
    downloadBytes: 5_000_000,
    score: vi.fn(async () => speech(61)),
  };
}

let providersUnscripted = false;

beforeEach(async () => {
  providersUnscripted = false;
  await resetOfflineDb();
  vi.mocked(decodeToPcm).mockResolvedValue(new Float32Array(16000).fill(0.1));
  api.on('get', 's/elsa/providers', () => data({ scripted: 'embedded', unscripted: providersUnscripted }));
  api.on(
    'get',
    's/english_contents/lessons',
    data([{ id: 8, seriesId: 5, seriesName: 'Global Success', grade: 7, unit: 'Unit 1', title: 'Hobbies – mẫu câu', kind: 'sentence', itemCount: 1 }]),
  );
  api.on('get', 's/english_contents', (call) =>
    data(
      call.query.lessonId === '8'
        ? [{ id: 81, lessonId: 8, kind: 'sentence', text: SENTENCE, meaning: 'Sở thích của tôi là sưu tầm tem.', phonetic: null, audioUrl: null }]
        : [],
    ),
  );
  withMicrophone(undefined, { onLine: false });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(client = fakeClient()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PracticePage schoolId={3} userId={5} client={client} />
    </QueryClientProvider>,
  );
}

async function recordOnce() {
  renderPage();
  expect(await screen.findByText('Sở thích của tôi là sưu tầm tem.', { selector: 'p' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Bắt đầu ghi âm/ }));
  await userEvent.click(await screen.findByRole('button', { name: /Dừng ghi âm/ }));
  expect(
    await screen.findByText('Đã lưu bản ghi âm trên thiết bị. Bài sẽ được gửi lên máy chủ để chấm khi có mạng.', { selector: '[role=status]' }),
  ).toBeInTheDocument();
  return (await db.recordings.toArray())[0]!;
}

describe('PracticePage', () => {
  it('offline: saved on the device with a provisional score; the delivered server result replaces it', async () => {
    const saved = await recordOnce();
    const result = await screen.findByRole('region', { name: 'Kết quả chấm phát âm' });
    expect(within(result).getByText('Điểm tạm tính')).toBeInTheDocument();
    expect(within(result).getByLabelText('Điểm: 61/100')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(1);

    await db.recordings.update(saved.key, { serverId: 9, uploadedAt: Date.now(), serverResult: { id: 9, status: 'scored', body: JSON.stringify(speech(83)) } });
    expect(await within(result).findByText('Điểm chính thức')).toBeInTheDocument();
    expect(within(result).getByLabelText('Điểm: 83/100')).toBeInTheDocument();
  });

  it('over the usage limit: the server message is shown and the recording is kept', async () => {
    const saved = await recordOnce();
    await db.recordings.update(saved.key, {
      serverId: 10,
      uploadedAt: Date.now(),
      serverResult: { id: 10, status: 'limited', message: 'Bạn đã dùng hết lượt chấm phát âm theo mẫu.' },
    });
    const alert = await screen.findByText('Bạn đã dùng hết lượt chấm phát âm theo mẫu.');
    expect(alert.closest('[role=alert]')).toHaveTextContent('Bản ghi âm vẫn được lưu trên thiết bị.');
    expect(await db.recordings.get(saved.key)).toBeDefined();
    expect(screen.getByText('Điểm tạm tính')).toBeInTheDocument();
  });

  it('free speaking is offered only with a cloud provider, goes to the unscripted endpoint and is not scored on the device', async () => {
    providersUnscripted = true;
    const client = fakeClient();
    renderPage(client);
    await userEvent.click(await screen.findByRole('tab', { name: 'Nói tự do' }));
    expect(screen.getByText(/Nói tự do bằng tiếng Anh/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Bắt đầu ghi âm/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Dừng ghi âm/ }));
    expect(await screen.findByText(/Đã lưu bản ghi âm trên thiết bị/, { selector: '[role=status]' })).toBeInTheDocument();
    const [item] = await db.outbox.toArray();
    expect(item!.url).toBe('/api/s/elsa/score_audio_unscripted');
    expect(client.score).not.toHaveBeenCalled();
  });

  it('without a cloud provider there is no free speaking choice', async () => {
    renderPage();
    expect(await screen.findByText('Sở thích của tôi là sưu tầm tem.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Nói tự do' })).not.toBeInTheDocument();
  });
});
