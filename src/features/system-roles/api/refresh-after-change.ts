// What a change to a system role makes stale: the roles' own queries, and the sessions of this device, since the
// person changing a role may hold it herself (her menu follows at once rather than at her next navigation).
import type { QueryClient } from '@tanstack/react-query';
import { systemRolesKey } from './get-system-roles.ts';

export const refreshAfterRoleChange = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: systemRolesKey }), queryClient.invalidateQueries({ queryKey: ['session'] })]);
