// One scoring call under the limits: the school's calls over its contract (when it bought a number of them), then the
// user's own — reserve a unit, score, give the unit back if scoring fails. A refusal says whose limit was reached
// (nothing was scored). Engine errors become 422 with the field they concern.
import type { Db } from '../db/client.ts';
import { invalid } from '../http/errors.ts';
import { SpeechError } from '../../../src/shared/speech/errors.ts';
import type { SpeechResult } from '../../../src/shared/speech/types.ts';
import type { ScoringInput, ScoringProvider } from './providers/types.ts';
import { SERVER_MSG } from '../messages.ts';
import { refundCall, reserveCall, schoolCallsLeft, type SpeechMode } from './usage.ts';

/** Whose limit stopped a call. */
export type LimitReached = { limited: 'school' | 'user' };

export const limitMessage = (r: LimitReached): string => (r.limited === 'school' ? SERVER_MSG.speechSchoolLimitReached : SERVER_MSG.speechLimitReached);

export async function scoreWithinLimit(
  db: Db,
  who: { userId: number; schoolId: number },
  mode: SpeechMode,
  provider: ScoringProvider,
  input: ScoringInput & { sentence: string },
): Promise<SpeechResult | LimitReached> {
  const { userId } = who;
  if (!(await schoolCallsLeft(db, who.schoolId))) return { limited: 'school' };
  if (!(await reserveCall(db, userId, mode))) return { limited: 'user' };
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
