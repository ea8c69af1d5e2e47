// The ELSA-compatible cloud adapter: POST {ELSA_API_URL}/score_audio_plus (scripted: audio_file + sentence) and
// {ELSA_API_URL}/score_audio_unscripted (audio_file), header "Authorization: ELSA <token>", answers mapped to SpeechResult.
import type { SpeechConfig } from '../config.ts';
import { HttpError } from '../../http/errors.ts';
import { MSG } from '../../../../src/shared/messages.ts';
import { SPEECH_SAMPLE_RATE } from '../../../../src/shared/speech/types.ts';
import { mapElsaResponse } from './elsa-map.ts';
import type { ScoringProvider } from './types.ts';
import { SERVER_MSG } from '../../messages.ts';

export function elsaProvider(config: SpeechConfig): ScoringProvider {
  const base = config.elsaUrl!;

  async function call(path: string, wav: Uint8Array, fields: Record<string, string>): Promise<unknown> {
    const form = new FormData();
    form.set('audio_file', new Blob([wav.slice()], { type: 'audio/wav' }), 'recording.wav');
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    let res: Response;
    try {
      res = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: config.elsaToken ? { authorization: `ELSA ${config.elsaToken}` } : {},
        body: form,
        signal: AbortSignal.timeout(config.elsaTimeoutMs),
      });
    } catch {
      throw new HttpError(502, SERVER_MSG.speechProviderFailed);
    }
    // The service's own refusals (bad audio, unknown words) are the student's problem to fix: 422, not a retry.
    if (res.status === 400 || res.status === 422) throw new HttpError(422, MSG.speechBadAudio, { audio_file: [MSG.speechBadAudio] });
    if (!res.ok) throw new HttpError(502, SERVER_MSG.speechProviderFailed);
    try {
      return await res.json();
    } catch {
      throw new HttpError(502, SERVER_MSG.speechProviderFailed);
    }
  }

  return {
    name: 'elsa',
    async missingWords() {
      return [];
    },
    async scripted({ wav, pcm, sentence }) {
      const body = await call('score_audio_plus', wav, { sentence });
      return mapElsaResponse(body, { mode: 'scripted', sentence, duration: pcm.length / SPEECH_SAMPLE_RATE });
    },
    async unscripted({ wav, pcm }) {
      const body = await call('score_audio_unscripted', wav, {});
      return mapElsaResponse(body, { mode: 'unscripted', duration: pcm.length / SPEECH_SAMPLE_RATE });
    },
  };
}
