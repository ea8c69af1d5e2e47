// The join-school request (spec §3 "Join-school request", §5 rules): one schema for the dialog and the server.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { SCHOOL_POSITIONS, type SchoolPosition } from '../constants.ts';

export const SCHOOL_POSITION_VALUES = SCHOOL_POSITIONS.map((p) => p.value) as [SchoolPosition, ...SchoolPosition[]];

export const joinSchoolSchema = v.object({
  // A missing field defaults to '' so that it fails with the field's own message rather than a generic one.
  schoolCode: v.optional(v.pipe(v.string(MSG.schoolCodeRequired), v.trim(), v.nonEmpty(MSG.schoolCodeRequired), v.maxLength(64, MSG.schoolNotFound)), ''),
  // An empty select sends '' (or nothing): both read as "no position chosen".
  roleType: v.pipe(v.optional(v.string(MSG.roleTypeRequired), ''), v.picklist(SCHOOL_POSITION_VALUES, MSG.roleTypeRequired)),
});

export type JoinSchoolInput = v.InferInput<typeof joinSchoolSchema>;
export type JoinSchoolOutput = v.InferOutput<typeof joinSchoolSchema>;
