// /system/role/add and /system/role/{id}/edit: the role form on its own page, with the role and the permission
// catalogue loading or failing in its place. The super administrator's role keeps every permission: its boxes are
// shown ticked and cannot be changed. Saving goes to the role's page.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { groupPermissions } from '@/components/roles/permission-groups.ts';
import { RoleForm } from '@/components/roles/role-form.tsx';
import { backLinkClass } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { systemRoleSchema } from '@/shared/schemas/system-role.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { systemPermissionsQueryOptions } from '../api/get-system-permissions.ts';
import { systemRoleQueryOptions } from '../api/get-system-role.ts';
import { useSaveSystemRole } from '../api/save-system-role.ts';
import { canGrant, roleOutOfReach, type RoleCaller } from '../may-change.ts';
import { ROLE_NOTES } from '../notes.ts';

export interface SystemRoleFormPageProps {
  /** null: a new role. */
  roleId: number | null;
  caller: RoleCaller;
  /** After saving (with the saved role's id) or cancelling (null). */
  onDone: (savedId: number | null) => void;
}

const noteClass = 'mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900';

export function SystemRoleFormPage({ roleId, caller, onDone }: SystemRoleFormPageProps) {
  const role = useQuery({ ...systemRoleQueryOptions(roleId ?? 0), enabled: roleId !== null });
  const permissions = useQuery(systemPermissionsQueryOptions());
  const save = useSaveSystemRole(roleId);

  let body;
  if (roleId !== null && role.isError) {
    body = <ErrorAlert onRetry={() => void role.refetch()}>{apiErrorText(role.error)}</ErrorAlert>;
  } else if (permissions.isError) {
    body = <ErrorAlert onRetry={() => void permissions.refetch()}>{TEXT.loadFailed}</ErrorAlert>;
  } else if ((roleId !== null && !role.data) || !permissions.data) {
    body = <Spinner label={TEXT.loading} />;
  } else {
    const current = role.data ?? null;
    const locked = current?.isSuperAdmin ?? false;
    const outOfReach = current !== null && roleOutOfReach(caller, current, permissions.data);
    body = (
      <RoleForm
        schema={systemRoleSchema}
        role={current}
        groups={groupPermissions(permissions.data)}
        canGrant={locked ? () => false : canGrant(caller)}
        permissionsNote={
          locked ? <p className={noteClass}>{ROLE_NOTES.superRoleKeepsAll}</p> : outOfReach ? <p className={noteClass}>{ROLE_NOTES.superOnly}</p> : null
        }
        onSave={async (input) => {
          const saved = await save.mutateAsync(input);
          toast.success(roleId === null ? `${MSG.created}: ${saved.name}` : MSG.updated);
          onDone(saved.id);
        }}
        onCancel={() => onDone(null)}
      />
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      {roleId === null ? (
        <Link to="/system/role" className={backLinkClass}>
          ← Vai trò hệ thống
        </Link>
      ) : (
        <Link to="/system/role/$id" params={{ id: String(roleId) }} className={backLinkClass}>
          ← {role.data?.name ?? 'Vai trò'}
        </Link>
      )}
      <h1 className="text-2xl font-semibold text-slate-900">
        {roleId === null ? 'Thêm vai trò hệ thống' : role.data ? `Sửa vai trò: ${role.data.name}` : 'Sửa vai trò'}
      </h1>
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">{body}</div>
    </div>
  );
}
