// /{schoolId}/system/role/add and /{id}: the role form on its own page, with the role and the permission catalogue
// loading or failing in its place. Saving goes back to the list.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { backLinkClass } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { hasPermission, type Grants, type PermissionKey, isSchoolAdmin } from '@/shared/permissions.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { groupPermissions, type PermissionOption } from '@/components/roles/permission-groups.ts';
import { RoleForm } from '@/components/roles/role-form.tsx';
import { schoolRoleSchema } from '@/shared/schemas/school-role.ts';
import { schoolPermissionsQueryOptions } from '../api/get-school-permissions.ts';
import { schoolRoleQueryOptions } from '../api/get-school-role.ts';
import { useSaveSchoolRole } from '../api/save-school-role.ts';
import type { RoleArea } from './school-role-row-actions.tsx';

export interface SchoolRoleFormPageProps {
  schoolId: number;
  /** Where "← Vai trò" leads: the school's own roles screen or the system administrator's. */
  area?: RoleArea;
  /** null: a new role. */
  roleId: number | null;
  grants: Grants;
  /** The caller's own role in the school (null: administrator). */
  ownRoleId: number | null;
  onDone: () => void;
}

/**
 * What the caller may hand out, as the server decides it: an administrator anything; anyone else only what they
 * hold, and never role management (which would let them give themselves more).
 */
const grantable = (grants: Grants) => (p: PermissionOption) =>
  isSchoolAdmin(grants) || (p.group.key !== 'school_role' && hasPermission(grants, `${p.group.key}.${p.action}` as PermissionKey));

export function SchoolRoleFormPage({ schoolId, area = 'school', roleId, grants, ownRoleId, onDone }: SchoolRoleFormPageProps) {
  const role = useQuery({ ...schoolRoleQueryOptions(schoolId, roleId ?? 0), enabled: roleId !== null });
  const permissions = useQuery(schoolPermissionsQueryOptions());
  const save = useSaveSchoolRole(schoolId, roleId);
  const isAdmin = isSchoolAdmin(grants);

  let body;
  if (roleId !== null && role.isError) {
    body = <ErrorAlert onRetry={() => void role.refetch()}>{apiErrorText(role.error)}</ErrorAlert>;
  } else if (permissions.isError) {
    body = <ErrorAlert onRetry={() => void permissions.refetch()}>{TEXT.loadFailed}</ErrorAlert>;
  } else if ((roleId !== null && !role.data) || !permissions.data) {
    body = <Spinner label={TEXT.loading} />;
  } else {
    body = (
      <RoleForm
        schema={schoolRoleSchema}
        role={role.data ?? null}
        groups={groupPermissions(permissions.data)}
        canGrant={grantable(grants)}
        onSave={async (input) => {
          const saved = await save.mutateAsync(input);
          toast.success(roleId === null ? `${MSG.created}: ${saved.name}` : MSG.updated);
          onDone();
        }}
        onCancel={onDone}
      />
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      {area === 'system' ? (
        <Link to="/school/role/$schoolId" params={{ schoolId: String(schoolId) }} className={backLinkClass}>
          ← Vai trò
        </Link>
      ) : (
        <Link to="/$schoolId/system/role" params={{ schoolId: String(schoolId) }} className={backLinkClass}>
          ← Vai trò
        </Link>
      )}
      <h1 className="text-2xl font-semibold text-slate-900">
        {roleId === null ? 'Thêm vai trò' : role.data ? `Sửa vai trò: ${role.data.name}` : 'Sửa vai trò'}
      </h1>
      {!isAdmin && roleId !== null && roleId === ownRoleId && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{MSG.roleOwnAdminOnly}</p>}
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">{body}</div>
    </div>
  );
}
