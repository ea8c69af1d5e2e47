// One scoring call under the user's limit: reserve a unit, score, give the unit back if scoring fails. null means
// the user is over the limit (nothing was scored). Engine errors become 422 with the field they concern.
import type { Db } from '../db/client.ts';
import { invalid } from '../http/errors.ts';
import { SpeechError } from '../../../src/shared/speech/errors.ts';
import type { SpeechResult } from '../../../src/shared/speech/types.ts';
import type { ScoringInput, ScoringProvider } from './providers/types.ts';
import { refundCall, reserveCall, type SpeechMode } from './usage.ts';

export async function scoreWithinLimit(
  db: Db,
  userId: number,
  mode: SpeechMode,
  provider: ScoringProvider,
  input: ScoringInput & { sentence: string },
): Promise<SpeechResult | null> {
  if (!(await reserveCall(db, userId, mode))) return null;
  try {
    return mode === 'scripted' ? await provider.scripted(input) : await provider.unscripted!(input);
  } catch (e) {
    await refundCall(db, userId, mode);
    if (e instanceof SpeechError) {
      throw invalid(e.code === 'tooLong' || e.code === 'badAudio' ? { audio_file: [e.message] } : { sentence: [e.message] });
    }
    throw e;
  }
}
