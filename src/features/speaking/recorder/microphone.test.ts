import { afterEach, describe, expect, it, vi } from 'vitest';
import { MicrophoneError, microphoneMessage, openMicrophone } from './microphone.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';

afterEach(() => vi.unstubAllGlobals());

describe('microphone messages', () => {
  it.each([
    ['NotFoundError', SPEAKING_MSG.micMissing],
    ['OverconstrainedError', SPEAKING_MSG.micMissing],
    ['NotAllowedError', SPEAKING_MSG.micDenied],
    ['SecurityError', SPEAKING_MSG.micDenied],
    ['NotReadableError', SPEAKING_MSG.micBusy],
    ['TypeError', SPEAKING_MSG.micFailed],
  ])('%s → a clear Vietnamese message', (name, message) => {
    expect(microphoneMessage(new DOMException('x', name))).toBe(message);
  });

  it('a browser without recording (or a plain-http page) is told so before asking', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    await expect(openMicrophone()).rejects.toEqual(new MicrophoneError(SPEAKING_MSG.micUnsupported));
  });

  it('a refused permission becomes MicrophoneError with the permission message', async () => {
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('no', 'NotAllowedError')) } });
    const error = await openMicrophone().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MicrophoneError);
    expect((error as Error).message).toBe(SPEAKING_MSG.micDenied);
  });
});
