// A speaking answer as the grading page shows it (no copy on the teacher's device): its recording fetched by the answer's recordingId with the token and the
// school, played from a blob URL; not uploaded yet (404) and network failures said in Vietnamese, with a retry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { resetOfflineDb } from '@/offline/test-fixtures.ts';
import { AnswerRecording, RECORDING_TEXT } from './answer-recording.tsx';

const NOT_UPLOADED = 'Bản ghi âm chưa được gửi lên máy chủ: thiết bị của học sinh sẽ gửi khi có mạng.';
const renderRecording = (recordingId: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AnswerRecording recordingId={recordingId} audioLabel="Bản ghi âm của học sinh" notOnServer={NOT_UPLOADED} />
    </QueryClientProvider>,
  );

const KEY = '3f2b8c1e-5d4a-4e1b-9c2d-7a6b5c4d3e2f';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  await resetOfflineDb();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:answer');
  URL.revokeObjectURL = vi.fn();
  writeKey(STORAGE_KEYS.accessToken, 'token-gv');
  writeKey(STORAGE_KEYS.schoolId, '3');
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('AnswerRecording', () => {
  it('plays the recording the answer names, fetched with the token and the school', async () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'content-type': 'audio/wav' } }));
    renderRecording(KEY);
    expect(await screen.findByLabelText('Bản ghi âm của học sinh')).toHaveAttribute('src', 'blob:answer');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/s/elsa/recordings/${KEY}/audio`);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-gv', 'X-SCHOOL-ID': '3' });
  });

  it('says a recording not uploaded yet is on its way, and a failed load can be retried', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 404 }));
    const { unmount } = renderRecording(KEY);
    expect(await screen.findByText(NOT_UPLOADED)).toBeInTheDocument();
    unmount();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderRecording(KEY);
    expect(await screen.findByText(RECORDING_TEXT.failed)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([1]), { status: 200 }));
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByLabelText('Bản ghi âm của học sinh')).toBeInTheDocument();
  });
});
