// GET s/elsa/recordings/:key/audio: the WAV of a speaking answer, found by the id the answer carries (the student's
// device id of the recording), played from a blob URL. The school is the one on screen, as for every other request.
import { requestBlob } from '@/lib/http.ts';

export const getAnswerRecording = (recordingId: string, signal?: AbortSignal): Promise<Blob> =>
  requestBlob(`s/elsa/recordings/${encodeURIComponent(recordingId)}/audio`, { school: true, signal });
