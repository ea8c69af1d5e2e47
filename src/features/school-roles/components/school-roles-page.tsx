// /{schoolId}/system/role: the school's roles, searchable and paginated, with how many members hold each and whether
// it is in use; "Thêm vai trò" and each role's actions for those allowed.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PagedTable } from '@/components/ui/paged-table.tsx';
import { SearchHeader } from '@/components/ui/search-header.tsx';
import type { Column } from '@/components/ui/table.tsx';
import { formatNumber } from '@/lib/format.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { schoolRolesQueryOptions, type SchoolRole } from '../api/get-school-roles.ts';
import { rolePositionLabel } from '../position-labels.ts';
import { SchoolRoleRowActions, type RoleArea, type SchoolRoleRights } from './school-role-row-actions.tsx';

export interface SchoolRolesPageProps {
  schoolId: number;
  /** What the caller may do with roles; the server checks each too. */
  rights: SchoolRoleRights & { create: boolean };
  /** Whose screens link to each other: the school's own (/{schoolId}/system/role) or the system administrator's. */
  area?: RoleArea;
  page: number;
  name: string;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearchChange: (patch: SearchPatch<{ page: number; name: string }>) => void;
}

export function SchoolRolesPage({ schoolId, rights, area = 'school', page, name, onSearchChange }: SchoolRolesPageProps) {
  // useQuery, not suspense: the search and pager stay on screen while another page of the list loads.
  const list = useQuery(schoolRolesQueryOptions(schoolId, { page, name: name || undefined }));
  const pagination = list.data?.pagination;
  const addLink =
    rights.create &&
    (area === 'system' ? (
      <Link to="/school/role/$schoolId/create" params={{ schoolId: String(schoolId) }} className={buttonClass()}>
        Thêm vai trò
      </Link>
    ) : (
      <Link to="/$schoolId/system/role/add" params={{ schoolId: String(schoolId) }} className={buttonClass()}>
        Thêm vai trò
      </Link>
    ));
  const columns: Column<SchoolRole>[] = [
    { key: 'index', header: 'STT', className: 'w-14', cell: (_, i) => (page - 1) * (pagination?.perPage ?? 0) + i + 1 },
    { key: 'name', header: 'Tên vai trò', cell: (r) => <span className="font-medium text-slate-900">{r.name}</span> },
    { key: 'position', header: 'Mặc định cho chức vụ', cell: (r) => rolePositionLabel(r.position) },
    { key: 'members', header: 'Số thành viên', className: 'text-right', cell: (r) => formatNumber(r.memberCount) },
    {
      key: 'status',
      header: 'Trạng thái',
      cell: (r) => (r.isActive ? <span className="text-green-700">Đang dùng</span> : <span className="text-slate-600">Đã tắt</span>),
    },
    ...(rights.update || rights.delete
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Thao tác</span>,
            // The menu button keeps "Thao tác" on one line at 1024 px.
            className: 'w-32 whitespace-nowrap',
            cell: (r: SchoolRole) => <SchoolRoleRowActions schoolId={schoolId} role={r} rights={rights} area={area} />,
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-4">
      <SearchHeader
        title="Vai trò"
        searchLabel="Tìm theo tên vai trò"
        name={name}
        onSearch={(text) => onSearchChange({ page: 1, name: text })}
        actions={addLink}
      />
      <PagedTable
        list={list}
        caption="Danh sách vai trò"
        columns={columns}
        rowKey={(r) => r.id}
        searching={Boolean(name)}
        empty={<EmptyState title="Chưa có vai trò nào" description="Vai trò gom các quyền để giao cho giáo viên và học sinh của trường." />}
        page={page}
        onPage={(p) => onSearchChange({ page: p })}
      />
    </div>
  );
}
