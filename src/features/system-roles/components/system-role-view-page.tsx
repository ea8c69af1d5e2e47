// /system/role/{id}: one system role — its state, how many people hold it, and the permissions it grants grouped by
// menu — with its actions (people, edit, turn off or on, delete) for those allowed.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ACTION_LABELS, groupPermissions } from '@/components/roles/permission-groups.ts';
import { backLinkClass, buttonClass } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { formatNumber } from '@/lib/format.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { systemPermissionsQueryOptions } from '../api/get-system-permissions.ts';
import { systemRoleQueryOptions } from '../api/get-system-role.ts';
import type { SystemRole } from '../api/get-system-roles.ts';
import type { PermissionOption } from '@/components/roles/permission-groups.ts';
import { ROLE_NOTES } from '../notes.ts';
import { RoleState } from './role-state.tsx';
import { SystemRoleRowActions, type SystemRoleRights } from './system-role-row-actions.tsx';

function GrantedPermissions({ role, catalogue }: { role: SystemRole; catalogue: PermissionOption[] }) {
  const held = new Set(role.permissionIds);
  const groups = groupPermissions(catalogue.filter((p) => held.has(p.id)));
  if (!groups.length) return <p className="text-sm text-slate-600">Vai trò chưa có quyền nào.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-3">
      {groups.map((g) => (
        <div key={g.key} className="rounded-lg border border-slate-200 px-3 py-2">
          <dt className="font-semibold text-slate-900">{g.label}</dt>
          <dd className="text-slate-700">{g.permissions.map((p) => ACTION_LABELS[p.action]).join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SystemRoleViewPage({ roleId, rights }: { roleId: number; rights: SystemRoleRights }) {
  const role = useQuery(systemRoleQueryOptions(roleId));
  const catalogue = useQuery(systemPermissionsQueryOptions());
  const navigate = useNavigate();
  const params = { id: String(roleId) };

  const heading = <h1 className="text-2xl font-semibold text-slate-900">{role.data?.name ?? 'Vai trò'}</h1>;
  let body;
  if (role.isError)
    body = (
      <>
        {heading}
        <ErrorAlert onRetry={() => void role.refetch()}>{apiErrorText(role.error)}</ErrorAlert>
      </>
    );
  else if (catalogue.isError)
    body = (
      <>
        {heading}
        <ErrorAlert onRetry={() => void catalogue.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      </>
    );
  else if (!role.data || !catalogue.data)
    body = (
      <>
        {heading}
        <Spinner label={TEXT.loading} />
      </>
    );
  else {
    const r = role.data;
    body = (
      <>
        <div className="flex flex-wrap items-start justify-between gap-4">
          {heading}
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/system/role/$id/users" params={params} className={buttonClass('secondary')}>
              Người dùng ({formatNumber(r.userCount)})
            </Link>
            {rights.update && (
              <Link to="/system/role/$id/edit" params={params} className={buttonClass()}>
                Sửa
              </Link>
            )}
            <SystemRoleRowActions role={r} rights={rights} onDeleted={() => void navigate({ to: '/system/role' })} />
          </div>
        </div>
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-slate-600">Trạng thái</dt>
            <dd>
              <RoleState role={r} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Số quyền</dt>
            <dd className="text-slate-900">{formatNumber(r.permissionIds.length)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Số người dùng</dt>
            <dd className="text-slate-900">{formatNumber(r.userCount)}</dd>
          </div>
        </dl>
        {r.isSuperAdmin && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{ROLE_NOTES.superRoleKeepsAll}</p>}
        <section aria-labelledby="role-permissions" className="space-y-2">
          <h2 id="role-permissions" className="text-lg font-semibold text-slate-900">
            Quyền
          </h2>
          <GrantedPermissions role={r} catalogue={catalogue.data} />
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <Link to="/system/role" className={backLinkClass}>
        ← Vai trò hệ thống
      </Link>
      {body}
    </div>
  );
}
