// Approving a join request (spec §4: approved with a role). The role the requested position implies is preselected;
// only a school administrator is offered the administrator role, which the server enforces too.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { SCHOOL_ADMIN_ROLE_ID } from '@/shared/permissions.ts';
import type { JoinRequest } from '../api/get-join-requests.ts';
import { useApproveJoinRequest } from '../api/approve-join-request.ts';
import { schoolRolesQueryOptions, type SchoolRoleOption } from '../api/get-school-roles.ts';
import { fullName, positionLabel, staffRoleOptions } from '../member-format.ts';
import { TEXT } from '@/shared/ui-text.ts';

/** The preselected role: the administrator for a supervisor (when allowed), else the role of the same position. */
export function defaultRoleId(request: JoinRequest, roles: SchoolRoleOption[], isAdmin: boolean): number | undefined {
  if (request.roleType === 'supervisor') return isAdmin ? SCHOOL_ADMIN_ROLE_ID : roles.find((r) => r.position === 'officer')?.id;
  return roles.find((r) => r.position === request.roleType)?.id;
}

export interface ApproveDialogProps {
  schoolId: number;
  request: JoinRequest | null;
  isAdmin: boolean;
  onClose: () => void;
}

export function ApproveDialog({ schoolId, request, isAdmin, onClose }: ApproveDialogProps) {
  const approve = useApproveJoinRequest(schoolId);
  // useQuery, not suspense: it waits for a choice made on this screen (enabled), and the screen stays usable meanwhile.
  const roles = useQuery({ ...schoolRolesQueryOptions(schoolId), enabled: request !== null });
  const [roleId, setRoleId] = useState<string>('');

  useEffect(() => {
    if (request && roles.data) setRoleId(String(defaultRoleId(request, roles.data, isAdmin) ?? ''));
  }, [request, roles.data, isAdmin]);

  const options = staffRoleOptions(roles.data ?? [], isAdmin);

  const confirm = async () => {
    if (!request) return;
    try {
      await approve.mutateAsync({ id: request.id, roleId: roleId === '' ? undefined : Number(roleId) });
      toast.success(MSG.updated);
      onClose();
    } catch (e) {
      handleApiError(e);
    }
  };

  return (
    <ConfirmDialog
      open={request !== null}
      onClose={onClose}
      onConfirm={() => void confirm()}
      loading={approve.isPending}
      title="Duyệt yêu cầu tham gia"
      confirmLabel="Duyệt"
      message={
        request && (
          <div className="space-y-4">
            <p>
              Đồng ý cho <span className="font-medium">{fullName(request.user)}</span> ({request.user.email}) tham gia trường với chức vụ{' '}
              <span className="font-medium">{positionLabel(request.roleType)}</span>?
            </p>
            <SelectField
              label="Vai trò trong trường"
              value={roleId}
              onChange={(e) => setRoleId(e.target.value)}
              options={options}
              placeholder={roles.isPending ? TEXT.loading : 'Theo chức vụ đã chọn'}
            />
          </div>
        )
      }
    />
  );
}
