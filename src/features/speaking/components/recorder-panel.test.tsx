// The recorder: microphone problems in words, the level meter while recording, and the recording handed over on stop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecorderPanel } from './recorder-panel.tsx';
import { SPEAKING_MSG } from '../speaking-messages.ts';
import { withMicrophone } from '../recorder/test-microphone.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecorderPanel', () => {
  it('no microphone: says so in Vietnamese and records nothing', async () => {
    withMicrophone(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const onRecorded = vi.fn();
    render(<RecorderPanel save={{ status: 'none' }} onRecorded={onRecorded} />);
    await userEvent.click(screen.getByRole('button', { name: /Bắt đầu ghi âm/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SPEAKING_MSG.micMissing);
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('permission denied: explains how to allow the microphone', async () => {
    withMicrophone(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<RecorderPanel save={{ status: 'none' }} onRecorded={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Bắt đầu ghi âm/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SPEAKING_MSG.micDenied);
  });

  it('records with a live level meter, stops, releases the microphone and hands over the recording', async () => {
    const stopTrack = vi.fn();
    withMicrophone(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] }));
    const onRecorded = vi.fn();
    render(<RecorderPanel save={{ status: 'none' }} onRecorded={onRecorded} />);
    await userEvent.click(screen.getByRole('button', { name: /Bắt đầu ghi âm/ }));
    expect(await screen.findByRole('meter', { name: 'Mức âm thanh micrô' })).toBeInTheDocument();
    expect(screen.getByText(/Đang ghi âm/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Dừng ghi âm/ }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    expect((onRecorded.mock.calls[0]![0] as Blob).type).toBe('audio/webm;codecs=opus');
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('after saving offline, says the recording is on the device and offers to record again', () => {
    withMicrophone(() => Promise.resolve({ getTracks: () => [] }));
    vi.stubGlobal('navigator', { ...navigator, onLine: false, mediaDevices: { getUserMedia: vi.fn() } });
    render(<RecorderPanel save={{ status: 'saved' }} onRecorded={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(SPEAKING_MSG.savedOffline);
    expect(screen.getByRole('button', { name: /Ghi âm lại/ })).toBeInTheDocument();
  });
});
