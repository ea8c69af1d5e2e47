// GET s/elsa/recordings/:key/audio: the WAV of a speaking answer, found by the id the answer carries (the student's
// device id of the recording). Fetched with the token (an <audio> element cannot send it) and played from a blob URL.
import { authHeaders, buildUrl } from '@/lib/http.ts';
import { ApiError } from '@/lib/api-error.ts';

export async function getAnswerRecording(recordingId: string, signal?: AbortSignal): Promise<Blob> {
  let res: Response;
  try {
    // The school is the one on screen (the school route stores it), as for every other request of the page.
    res = await fetch(buildUrl(`s/elsa/recordings/${encodeURIComponent(recordingId)}/audio`), { headers: authHeaders(true), signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, null, 'Không có kết nối mạng');
  }
  if (!res.ok) throw new ApiError(res.status, null);
  return res.blob();
}
