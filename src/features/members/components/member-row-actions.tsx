// One member's actions in the school's list: edit, lock or unlock in this school, mail a link to set a new password,
// take out of the school (after a confirmation: their account and past work stay). Never on oneself.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import type { MemberKind } from '@/shared/member.ts';
import type { Member } from '../api/get-members.ts';
import { useMemberAction, type MemberAction } from '../api/member-actions.ts';
import { fullName } from '../member-format.ts';

export interface MemberRights {
  update: boolean;
  delete: boolean;
}

const DONE: Record<MemberAction, (name: string) => string> = {
  active: (n) => `Đã mở khoá ${n}`,
  inactive: (n) => `Đã khoá ${n} trong trường`,
  remove: (n) => `Đã xoá ${n} khỏi trường`,
  reset_password: (n) => `Đã gửi thư đặt lại mật khẩu cho ${n}`,
};

export function MemberRowActions({
  schoolId,
  kind,
  member,
  rights,
  self,
}: {
  schoolId: number;
  kind: MemberKind;
  member: Member;
  rights: MemberRights;
  self: boolean;
}) {
  const navigate = useNavigate();
  const act = useMemberAction(schoolId);
  const [removing, setRemoving] = useState(false);
  const name = fullName(member);
  const run = async (action: MemberAction) => {
    try {
      const answer = await act.mutateAsync({ id: member.id, action });
      // A reset mail is limited per hour and never sent to a locked account: say so rather than claim it went.
      if (action === 'reset_password' && answer.sent === false)
        toast.warning(`Chưa gửi được thư cho ${name}: tài khoản đã nhận đủ thư trong một giờ qua hoặc đang bị khoá.`);
      else toast.success(DONE[action](name));
    } catch (e) {
      handleApiError(e);
    }
  };
  const actions: MenuAction[] = [];
  if (rights.update) {
    const to = kind === 'teacher' ? '/$schoolId/member/teacher/edit/$id' : '/$schoolId/member/student/edit/$id';
    actions.push({ label: 'Sửa thông tin', onSelect: () => void navigate({ to, params: { schoolId: String(schoolId), id: String(member.id) } }) });
    if (!self) {
      actions.push(
        member.isActive ? { label: 'Khoá trong trường', onSelect: () => void run('inactive') } : { label: 'Mở khoá', onSelect: () => void run('active') },
      );
      actions.push({ label: 'Gửi thư đặt lại mật khẩu', onSelect: () => void run('reset_password') });
    }
  }
  if (rights.delete && !self) actions.push({ label: 'Xoá khỏi trường', onSelect: () => setRemoving(true) });
  if (!actions.length) return null;
  return (
    <>
      <ActionMenu label="Thao tác" ariaLabel={`Thao tác: ${name}`} actions={actions} busy={act.isPending} />
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        onConfirm={() => void run('remove').finally(() => setRemoving(false))}
        loading={act.isPending}
        danger
        title="Xoá khỏi trường"
        message={`${name} sẽ không còn là thành viên của trường và rời mọi lớp của trường. Tài khoản và bài làm trước đây vẫn được giữ. Xoá?`}
        confirmLabel="Xoá khỏi trường"
      />
    </>
  );
}
