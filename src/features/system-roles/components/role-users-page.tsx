// /system/role/{id}/users: the people holding a system role, searched by name or email without accents and
// paginated; "Thêm người dùng" enrols anyone of the system, "Gỡ" takes the role from one person after confirming.
// Either applies to that person at their next request; the super administrator's role keeps one holder (the server's
// refusal is shown as it says it).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, backLinkClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { PagedTable } from '@/components/ui/paged-table.tsx';
import { SearchHeader } from '@/components/ui/search-header.tsx';
import type { Column } from '@/components/ui/table.tsx';
import { apiErrorText, handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { systemPermissionsQueryOptions } from '../api/get-system-permissions.ts';
import { systemRoleQueryOptions } from '../api/get-system-role.ts';
import { roleUsersQueryOptions, type RoleUser } from '../api/get-role-users.ts';
import { useUnenrolUsers } from '../api/unenrol-users.ts';
import { roleOutOfReach, type RoleCaller } from '../may-change.ts';
import { ROLE_NOTES } from '../notes.ts';
import { EnrolUsersDialog } from './enrol-users-dialog.tsx';
import { fullName, userTypeLabel } from './user-labels.ts';

export interface RoleUsersPageProps {
  roleId: number;
  caller: RoleCaller & { userId: number };
  /** role.update: enrol and unenrol (the server checks it too). */
  canEnrol: boolean;
  page: number;
  name: string;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearchChange: (patch: SearchPatch<{ page: number; name: string }>) => void;
}

export function RoleUsersPage({ roleId, caller, canEnrol, page, name, onSearchChange }: RoleUsersPageProps) {
  const role = useQuery(systemRoleQueryOptions(roleId));
  const catalogue = useQuery(systemPermissionsQueryOptions());
  const users = useQuery(roleUsersQueryOptions(roleId, { page, name, scope: 'holders' }));
  const unenrol = useUnenrolUsers(roleId);
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState<RoleUser | null>(null);
  const roleName = role.data?.name ?? 'Vai trò';
  const reachable = canEnrol && role.data !== undefined && catalogue.data !== undefined && !roleOutOfReach(caller, role.data, catalogue.data);

  const remove = async (u: RoleUser) => {
    try {
      await unenrol.mutateAsync([u.id]);
      toast.success(`Đã gỡ ${fullName(u)} khỏi vai trò ${roleName}`);
    } catch (e) {
      // The last super administrator is kept: the server says so.
      handleApiError(e);
    } finally {
      setLeaving(null);
    }
  };

  const pagination = users.data?.pagination;
  const columns: Column<RoleUser>[] = [
    { key: 'index', header: 'STT', className: 'w-14', cell: (_, i) => (page - 1) * (pagination?.perPage ?? 0) + i + 1 },
    {
      key: 'name',
      header: 'Họ và tên',
      cell: (u) => (
        <span className="font-medium text-slate-900">
          {fullName(u)}
          {u.id === caller.userId && <span className="ml-1 font-normal text-slate-600">(bạn)</span>}
        </span>
      ),
    },
    { key: 'email', header: 'Email', cell: (u) => u.email },
    { key: 'type', header: 'Loại tài khoản', cell: (u) => userTypeLabel(u.userType) },
    {
      key: 'state',
      header: 'Tài khoản',
      cell: (u) => (u.isActive ? <Badge tone="success">Đang hoạt động</Badge> : <Badge tone="neutral">Đã khoá</Badge>),
    },
    ...(reachable
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Thao tác</span>,
            className: 'w-24 whitespace-nowrap',
            cell: (u: RoleUser) => (
              <Button variant="secondary" size="sm" aria-label={`Gỡ ${fullName(u)} khỏi vai trò`} onClick={() => setLeaving(u)}>
                Gỡ
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-4">
      <Link to="/system/role/$id" params={{ id: String(roleId) }} className={backLinkClass}>
        ← {roleName}
      </Link>
      <SearchHeader
        title={`Người dùng: ${roleName}`}
        searchLabel="Tìm theo tên hoặc email"
        name={name}
        onSearch={(text) => onSearchChange({ page: 1, name: text })}
        actions={reachable && <Button onClick={() => setAdding(true)}>Thêm người dùng</Button>}
      />
      {role.isError && <ErrorAlert onRetry={() => void role.refetch()}>{apiErrorText(role.error)}</ErrorAlert>}
      {canEnrol && role.data && catalogue.data && !reachable && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{ROLE_NOTES.superOnly}</p>}
      <PagedTable
        list={users}
        caption={`Người dùng có vai trò ${roleName}`}
        columns={columns}
        rowKey={(u) => u.id}
        searching={Boolean(name)}
        empty={<EmptyState title="Chưa có ai giữ vai trò này" description="Người được thêm vào vai trò có ngay các quyền của vai trò." />}
        page={page}
        onPage={(p) => onSearchChange({ page: p })}
      />
      {adding && <EnrolUsersDialog roleId={roleId} roleName={roleName} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        onConfirm={() => leaving && void remove(leaving)}
        loading={unenrol.isPending}
        danger
        title="Gỡ khỏi vai trò"
        message={leaving ? `${fullName(leaving)} sẽ mất các quyền của vai trò "${roleName}" ngay ở lần thao tác tiếp theo. Gỡ?` : ''}
        confirmLabel="Gỡ"
      />
    </div>
  );
}
