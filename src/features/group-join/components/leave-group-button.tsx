// "Rời nhóm" on a student's group page: after a confirmation she leaves the group. Her past attempts, submissions and
// grades stay on the server (the group's teachers still see them); coming back takes a new request.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { useLeaveGroup } from '../api/leave-group.ts';

export interface LeaveGroupButtonProps {
  schoolId: number;
  groupId: number;
  groupName: string;
  /** After leaving: the route drops what the app kept of the group and goes to "Nhóm của tôi". */
  onLeft: () => void;
}

export function LeaveGroupButton({ schoolId, groupId, groupName, onLeft }: LeaveGroupButtonProps) {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveGroup(schoolId, groupId);

  const confirm = async () => {
    try {
      await leave.mutateAsync();
      toast.success(`${MSG.groupLeft} ${groupName}`);
      setAsking(false);
      onLeft();
    } catch (e) {
      handleApiError(e);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Rời nhóm
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirm()}
        loading={leave.isPending}
        danger
        title="Rời nhóm"
        message={`Rời nhóm ${groupName}? Bài làm và điểm của bạn vẫn được giữ lại. Muốn vào lại, bạn cần gửi yêu cầu để giáo viên duyệt.`}
        confirmLabel="Rời nhóm"
      />
    </>
  );
}
