// Tests: a microphone for jsdom, which has none. MediaRecorder hands over one small "voice" blob on stop, the level
// meter reads a steady level, and getUserMedia is the test's (granted, refused, or a spy).
import { vi } from 'vitest';

export class FakeRecorder {
  static isTypeSupported = () => true;
  state = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

class FakeAudioContext {
  createAnalyser() {
    return { fftSize: 1024, getFloatTimeDomainData: (b: Float32Array) => b.fill(0.1) };
  }
  createMediaStreamSource() {
    return { connect: () => undefined };
  }
  close() {
    return Promise.resolve();
  }
}

/** A granted microphone: a stream with no tracks to stop. */
export const grantedMicrophone = async () => ({ getTracks: () => [] });

/** Installs the fakes (undone by vi.unstubAllGlobals()); `onLine` is what navigator reports. */
export function withMicrophone(getUserMedia: () => Promise<unknown> = grantedMicrophone, { onLine = true }: { onLine?: boolean } = {}) {
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('navigator', { ...navigator, onLine, mediaDevices: { getUserMedia } });
}
