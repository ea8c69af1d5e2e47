// One system role's actions: open its people, edit, turn off or on, delete after a confirmation. The super
// administrator's role is never turned off or deleted, so neither is offered for it.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import type { SystemRole } from '../api/get-system-roles.ts';
import { useSystemRoleAction, type SystemRoleAction } from '../api/system-role-actions.ts';

export interface SystemRoleRights {
  update: boolean;
  delete: boolean;
}

const DONE: Record<SystemRoleAction, (name: string) => string> = {
  active: (n) => `Đã bật vai trò ${n}`,
  inactive: (n) => `Đã tắt vai trò ${n}`,
  delete: (n) => `Đã xoá vai trò ${n}`,
};

export function SystemRoleRowActions({ role, rights, onDeleted }: { role: SystemRole; rights: SystemRoleRights; onDeleted?: () => void }) {
  const navigate = useNavigate();
  const act = useSystemRoleAction();
  const [deleting, setDeleting] = useState(false);
  const run = async (action: SystemRoleAction) => {
    try {
      await act.mutateAsync({ id: role.id, action });
      toast.success(DONE[action](role.name));
      if (action === 'delete') onDeleted?.();
    } catch (e) {
      // A role still held is refused with how many hold it: the server's message says so.
      handleApiError(e);
    }
  };
  const params = { id: String(role.id) };
  const actions: MenuAction[] = [{ label: 'Người dùng', onSelect: () => void navigate({ to: '/system/role/$id/users', params }) }];
  if (rights.update) {
    actions.push({ label: 'Sửa', onSelect: () => void navigate({ to: '/system/role/$id/edit', params }) });
    if (!role.isActive) actions.push({ label: 'Bật', onSelect: () => void run('active') });
    else if (!role.isSuperAdmin) actions.push({ label: 'Tắt', onSelect: () => void run('inactive') });
  }
  if (rights.delete && !role.isSuperAdmin) actions.push({ label: 'Xoá', onSelect: () => setDeleting(true) });
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
          role.userCount > 0
            ? `Vai trò "${role.name}" đang được gán cho ${role.userCount} người dùng nên chưa xoá được: hãy gỡ họ khỏi vai trò trước. Vẫn thử xoá?`
            : `Vai trò "${role.name}" sẽ bị xoá vĩnh viễn. Xoá?`
        }
        confirmLabel="Xoá"
      />
    </>
  );
}
