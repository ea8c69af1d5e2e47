// Opening the microphone, with each way it can fail turned into a clear Vietnamese message (no device, permission
// denied, in use by another app, unsupported browser or plain-http page).
import { SPEAKING_MSG } from '../speaking-messages.ts';

export class MicrophoneError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'MicrophoneError';
  }
}

/** The message for a getUserMedia rejection (names from the Media Capture spec plus old Chrome/Firefox ones). */
export function microphoneMessage(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return SPEAKING_MSG.micMissing;
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return SPEAKING_MSG.micDenied;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return SPEAKING_MSG.micBusy;
    default:
      return SPEAKING_MSG.micFailed;
  }
}

/** Whether this browser can record at all (MediaRecorder and getUserMedia exist only in secure contexts). */
export function canRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export async function openMicrophone(): Promise<MediaStream> {
  if (!canRecord()) throw new MicrophoneError(SPEAKING_MSG.micUnsupported);
  try {
    // Echo cancellation off: it can eat the start of a word; noise suppression stays on for noisy classrooms.
    return await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: false, noiseSuppression: true, autoGainControl: true },
    });
  } catch (e) {
    throw new MicrophoneError(microphoneMessage(e), e);
  }
}

/** Releases the microphone (the browser's recording indicator goes off). */
export function closeMicrophone(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
