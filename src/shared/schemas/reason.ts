// The reason given with a refusal (spec §4: join requests rejected with a reason), which the person refused reads:
// one rule for the school's join requests and a group's, on the server and in the dialog.
import * as v from 'valibot';
import { MSG } from '../messages.ts';

export const REASON_MAX_LENGTH = 1000;

export const reasonSchema = v.object({
  reason: v.pipe(v.optional(v.string(MSG.reasonRequired), ''), v.trim(), v.nonEmpty(MSG.reasonRequired), v.maxLength(REASON_MAX_LENGTH, MSG.reasonTooLong)),
});

export type ReasonInput = v.InferInput<typeof reasonSchema>;
