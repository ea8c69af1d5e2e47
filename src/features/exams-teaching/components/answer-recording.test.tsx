// The speaking answer on the grading page: its recording fetched by the answer's recordingId with the token and the
// school, played from a blob URL; not uploaded yet (404) and network failures said in Vietnamese, with a retry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';
import { SPEAKING_MSG } from '@/features/speaking/speaking-messages.ts';
import { GRADING_MSG } from '../grading-messages.ts';
import { AnswerRecording } from './answer-recording.tsx';

const KEY = '3f2b8c1e-5d4a-4e1b-9c2d-7a6b5c4d3e2f';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
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
    render(<AnswerRecording recordingId={KEY} />);
    expect(await screen.findByLabelText('Bản ghi âm của học sinh')).toHaveAttribute('src', 'blob:answer');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/s/elsa/recordings/${KEY}/audio`);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-gv', 'X-SCHOOL-ID': '3' });
  });

  it('says a recording not uploaded yet is on its way, and a failed load can be retried', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 404 }));
    const { unmount } = render(<AnswerRecording recordingId={KEY} />);
    expect(await screen.findByText(GRADING_MSG.recordingNotUploaded)).toBeInTheDocument();
    unmount();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<AnswerRecording recordingId={KEY} />);
    expect(await screen.findByText(SPEAKING_MSG.recordingLoadFailed)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([1]), { status: 200 }));
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByLabelText('Bản ghi âm của học sinh')).toBeInTheDocument();
  });
});
