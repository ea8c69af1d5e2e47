// /system/role: the system roles, searchable and paginated, with how many permissions each grants, how many people
// hold it and whether it is in use; "Thêm vai trò" and each role's actions for those allowed.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PagedTable } from '@/components/ui/paged-table.tsx';
import { SearchHeader } from '@/components/ui/search-header.tsx';
import type { Column } from '@/components/ui/table.tsx';
import { formatNumber } from '@/lib/format.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { systemRolesQueryOptions, type SystemRole } from '../api/get-system-roles.ts';
import { SystemRoleRowActions, type SystemRoleRights } from './system-role-row-actions.tsx';
import { RoleState } from './role-state.tsx';

export interface SystemRolesPageProps {
  /** What the caller may do with roles; the server checks each too. */
  rights: SystemRoleRights & { create: boolean };
  page: number;
  name: string;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearchChange: (patch: SearchPatch<{ page: number; name: string }>) => void;
}

export function SystemRolesPage({ rights, page, name, onSearchChange }: SystemRolesPageProps) {
  // useQuery, not suspense: the search and pager stay on screen while another page of the list loads.
  const list = useQuery(systemRolesQueryOptions({ page, name: name || undefined }));
  const pagination = list.data?.pagination;
  const columns: Column<SystemRole>[] = [
    { key: 'index', header: 'STT', className: 'w-14', cell: (_, i) => (page - 1) * (pagination?.perPage ?? 0) + i + 1 },
    {
      key: 'name',
      header: 'Tên vai trò',
      cell: (r) => (
        <Link to="/system/role/$id" params={{ id: String(r.id) }} className="font-medium text-brand-700 hover:underline">
          {r.name}
        </Link>
      ),
    },
    { key: 'permissions', header: 'Số quyền', className: 'text-right', cell: (r) => formatNumber(r.permissionIds.length) },
    { key: 'users', header: 'Số người dùng', className: 'text-right', cell: (r) => formatNumber(r.userCount) },
    { key: 'status', header: 'Trạng thái', cell: (r) => <RoleState role={r} /> },
    {
      key: 'actions',
      header: <span className="sr-only">Thao tác</span>,
      // The menu button keeps "Thao tác" on one line at 1024 px.
      className: 'w-32 whitespace-nowrap',
      cell: (r: SystemRole) => <SystemRoleRowActions role={r} rights={rights} />,
    },
  ];

  return (
    <div className="space-y-4">
      <SearchHeader
        title="Vai trò hệ thống"
        searchLabel="Tìm theo tên vai trò"
        name={name}
        onSearch={(text) => onSearchChange({ page: 1, name: text })}
        actions={
          rights.create && (
            <Link to="/system/role/add" className={buttonClass()}>
              Thêm vai trò
            </Link>
          )
        }
      />
      <PagedTable
        list={list}
        caption="Danh sách vai trò hệ thống"
        columns={columns}
        rowKey={(r) => r.id}
        searching={Boolean(name)}
        empty={<EmptyState title="Chưa có vai trò nào" description="Vai trò gom các quyền của hệ thống để giao cho người dùng." />}
        page={page}
        onPage={(p) => onSearchChange({ page: p })}
      />
    </div>
  );
}
