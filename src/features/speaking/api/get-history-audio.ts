// GET s/elsa/speaking_histories/:id/audio: the stored WAV of a result, played from a blob URL.
import { requestBlob } from '@/lib/http.ts';

export const getHistoryAudio = (schoolId: number, id: number): Promise<Blob> => requestBlob(`s/elsa/speaking_histories/${id}/audio`, { school: schoolId });
