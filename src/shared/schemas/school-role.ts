// A school's role as the school writes it (spec §6 role management): its name and the school-scope permissions it
// grants. One schema for the server's check and the form's, so each rule and its Vietnamese message live only here.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { id } from './id.ts';

export const ROLE_NAME_MAX = 100;

export const schoolRoleSchema = v.object({
  name: v.pipe(v.optional(v.string(MSG.roleNameRequired), ''), v.trim(), v.nonEmpty(MSG.roleNameRequired), v.maxLength(ROLE_NAME_MAX, MSG.roleNameTooLong)),
  /** Ids of school-scope permissions (the server refuses any other); repeats are dropped. */
  permissionIds: v.pipe(
    v.optional(v.array(id(MSG.rolePermissionInvalid), MSG.rolePermissionInvalid), []),
    // The catalogue holds a few hundred permissions at most: a longer list is not a real choice.
    v.maxLength(1000, MSG.rolePermissionInvalid),
    v.transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  ),
});

/** PATCH: either part may be left out and is then kept. */
export const schoolRolePatchSchema = v.partial(schoolRoleSchema);

export type SchoolRoleInput = v.InferInput<typeof schoolRoleSchema>;
export type SchoolRoleOutput = v.InferOutput<typeof schoolRoleSchema>;
