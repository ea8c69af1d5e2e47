// GET s/elsa/speaking_histories/:id/audio: the stored WAV of a result, fetched with the token (an <audio> element
// cannot send it) and played from a blob URL.
import { authHeaders, buildUrl } from '@/lib/http.ts';
import { ApiError } from '@/lib/api-error.ts';

export async function getHistoryAudio(schoolId: number, id: number): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(buildUrl(`s/elsa/speaking_histories/${id}/audio`), { headers: authHeaders(schoolId) });
  } catch {
    throw new ApiError(0, null, 'Không có kết nối mạng');
  }
  if (!res.ok) throw new ApiError(res.status, null);
  return res.blob();
}
