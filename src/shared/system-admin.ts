// Whose overview at '/' is the system's. A module of its own: the '/' route asks it for every signed-in user, and
// anything else here would ride along into that route's chunk.
import { PERMISSIONS, type Grants } from './permissions.ts';

const SYSTEM_PERMISSION_IDS = new Set(PERMISSIONS.filter((p) => p.scope === 'system').map((p) => p.id));

/**
 * A system administrator: the super administrator, or anyone a system role gives at least one system permission. Read
 * from grants outside a school, which hold system permissions only.
 */
export function isSystemAdmin(grants: Grants): boolean {
  return grants.superAdmin || grants.permissionIds.some((id) => SYSTEM_PERMISSION_IDS.has(id));
}
