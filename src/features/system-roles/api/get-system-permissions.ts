// GET selections/system_permissions (spec §7 selections): every permission a system role can grant.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { PermissionOption } from '@/components/roles/permission-groups.ts';

export const systemPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: ['permissions', 'system'],
    queryFn: ({ signal }) => requestData<PermissionOption[]>('selections/system_permissions', { signal }),
    // The catalogue changes only with a new version of the app.
    staleTime: Infinity,
  });
