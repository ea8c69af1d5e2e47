// One role's actions in the school's list: edit, turn off or on, delete after a confirmation. A position's default
// role (what new teachers, principals or students get) is neither turned off nor deleted, so neither is offered.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import type { SchoolRole } from '../api/get-school-roles.ts';
import { useSchoolRoleAction, type SchoolRoleAction } from '../api/school-role-actions.ts';

/** 'school': the school's own screens; 'system': the system administrator's, under /school/role/{schoolId}. */
export type RoleArea = 'school' | 'system';

export interface SchoolRoleRights {
  update: boolean;
  delete: boolean;
}

const DONE: Record<SchoolRoleAction, (name: string) => string> = {
  active: (n) => `Đã bật vai trò ${n}`,
  inactive: (n) => `Đã tắt vai trò ${n}`,
  delete: (n) => `Đã xoá vai trò ${n}`,
};

export function SchoolRoleRowActions({
  schoolId,
  role,
  rights,
  area = 'school',
}: {
  schoolId: number;
  role: SchoolRole;
  rights: SchoolRoleRights;
  area?: RoleArea;
}) {
  const navigate = useNavigate();
  const act = useSchoolRoleAction(schoolId);
  const [deleting, setDeleting] = useState(false);
  const run = async (action: SchoolRoleAction) => {
    try {
      await act.mutateAsync({ id: role.id, action });
      toast.success(DONE[action](role.name));
    } catch (e) {
      // A role still held is refused with how many hold it: the server's message says so.
      handleApiError(e);
    }
  };
  const isDefault = role.position !== null;
  const actions: MenuAction[] = [];
  if (rights.update) {
    actions.push({
      label: 'Sửa',
      onSelect: () => {
        const params = { schoolId: String(schoolId), id: String(role.id) };
        void (area === 'system' ? navigate({ to: '/school/role/$schoolId/$id', params }) : navigate({ to: '/$schoolId/system/role/$id', params }));
      },
    });
    if (!role.isActive) actions.push({ label: 'Bật', onSelect: () => void run('active') });
    else if (!isDefault) actions.push({ label: 'Tắt', onSelect: () => void run('inactive') });
  }
  if (rights.delete && !isDefault) actions.push({ label: 'Xoá', onSelect: () => setDeleting(true) });
  if (!actions.length) return null;
  return (
    <>
      <ActionMenu label="Thao tác" ariaLabel={`Thao tác: ${role.name}`} actions={actions} busy={act.isPending} />
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={() => void run('delete').finally(() => setDeleting(false))}
        loading={act.isPending}
        danger
        title="Xoá vai trò"
        message={
          role.memberCount > 0
            ? `Vai trò "${role.name}" đang được gán cho ${role.memberCount} thành viên nên chưa xoá được: hãy chuyển họ sang vai trò khác trước. Vẫn thử xoá?`
            : `Vai trò "${role.name}" sẽ bị xoá vĩnh viễn. Xoá?`
        }
        confirmLabel="Xoá"
      />
    </>
  );
}
