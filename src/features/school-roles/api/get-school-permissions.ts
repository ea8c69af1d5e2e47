// GET selections/school_permissions (spec §7 selections): every permission a school role can grant.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { PermissionOption } from '@/components/roles/permission-groups.ts';

export const schoolPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: ['permissions', 'school'],
    queryFn: ({ signal }) => requestData<PermissionOption[]>('selections/school_permissions', { signal }),
    // The catalogue changes only with a new version of the app.
    staleTime: Infinity,
  });
