// GET selections/school_permissions (spec §7 selections): every permission a school role can grant.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { PermissionAction } from '@/shared/permissions.ts';

export interface SchoolPermission {
  id: number;
  name: string;
  action: PermissionAction;
  group: { key: string };
}

export const schoolPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: ['permissions', 'school'],
    queryFn: ({ signal }) => requestData<SchoolPermission[]>('selections/school_permissions', { signal }),
    // The catalogue changes only with a new version of the app.
    staleTime: Infinity,
  });
