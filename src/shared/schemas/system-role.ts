// A system role as the system administrator writes it (spec §6 role management, §7 /roles): its name and the
// system-scope permissions it grants; and the people enrolled in or unenrolled from it. One schema for the server's
// check and the form's.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { id } from './id.ts';
import { ROLE_NAME_MAX } from './school-role.ts';

/** A user enrols or leaves at most this many people at once: a page of the candidates' list, several times over. */
export const ROLE_USERS_MAX = 200;

export const systemRoleSchema = v.object({
  name: v.pipe(v.optional(v.string(MSG.roleNameRequired), ''), v.trim(), v.nonEmpty(MSG.roleNameRequired), v.maxLength(ROLE_NAME_MAX, MSG.roleNameTooLong)),
  /** Ids of system-scope permissions (the server refuses any other); repeats are dropped. */
  permissionIds: v.pipe(
    v.optional(v.array(id(MSG.systemRolePermissionInvalid), MSG.systemRolePermissionInvalid), []),
    v.maxLength(1000, MSG.systemRolePermissionInvalid),
    v.transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  ),
});

/** PATCH: either part may be left out and is then kept. */
export const systemRolePatchSchema = v.partial(systemRoleSchema);

export const roleUsersSchema = v.object({
  userIds: v.pipe(
    v.array(id(MSG.roleUserInvalid), MSG.roleUsersRequired),
    v.minLength(1, MSG.roleUsersRequired),
    v.maxLength(ROLE_USERS_MAX, MSG.roleUsersTooMany),
    v.transform((ids) => [...new Set(ids)]),
  ),
});

export type SystemRoleInput = v.InferInput<typeof systemRoleSchema>;
export type SystemRoleOutput = v.InferOutput<typeof systemRoleSchema>;
