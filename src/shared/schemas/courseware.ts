// What a teacher sends to give a group a lecture, an e-book or a media item, and what the givable list is asked for:
// one schema for the app's dialog and the server.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { COURSEWARE_KINDS } from '../courseware.ts';
import { id } from './id.ts';

const kind = v.picklist(COURSEWARE_KINDS, MSG.coursewareKindRequired);

/** POST s/school_groups/:id/coursewares. */
export const giveCoursewareInput = v.object({
  kind,
  itemId: id(MSG.coursewareItemRequired),
  note: v.optional(v.nullable(v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(500, MSG.coursewareNoteTooLong))), null),
});
export type GiveCoursewareInput = v.InferInput<typeof giveCoursewareInput>;

/** GET s/school_groups/:id/coursewares/givable: one kind, optionally names containing `name` (accents ignored). */
export const givableQuery = v.object({
  kind,
  name: v.optional(v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(200, MSG.invalidInput)), ''),
});
export type GivableQuery = v.InferOutput<typeof givableQuery>;
