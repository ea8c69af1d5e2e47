// GET roles/:id: one system role, as its page and its edit form show it.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { systemRolesKey, type SystemRole } from './get-system-roles.ts';

export const systemRoleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...systemRolesKey, 'detail', id],
    queryFn: ({ signal }) => requestData<SystemRole>(`roles/${id}`, { signal }),
    // Someone else may have changed it: the form starts from what the server holds now.
    staleTime: 0,
  });
