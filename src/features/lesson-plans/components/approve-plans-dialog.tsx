// Approving school plans (spec §4, §7 schedules approve with roleId): the reviewer chooses who may read them — every
// member who reads the school's plans, or one school role's members.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { useApprovePlans } from '../api/approve-plans.ts';
import { schoolRolesQueryOptions } from '../api/get-school-roles.ts';

export interface ApprovePlansDialogProps {
  schoolId: number;
  ids: number[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

export function ApprovePlansDialog({ schoolId, ids, open, onClose, onDone }: ApprovePlansDialogProps) {
  const roles = useQuery({ ...schoolRolesQueryOptions(schoolId), enabled: open });
  const approve = useApprovePlans(schoolId);
  const [roleId, setRoleId] = useState('');
  useEffect(() => {
    if (open) setRoleId('');
  }, [open]);
  const run = async () => {
    try {
      await approve.mutateAsync({ ids, roleId: roleId ? Number(roleId) : null });
      toast.success(MSG.planApproved);
      onDone();
    } catch (e) {
      handleApiError(e);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={ids.length === 1 ? 'Duyệt giáo án' : `Duyệt ${ids.length} giáo án`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={approve.isPending}>
            {TEXT.cancel}
          </Button>
          <Button loading={approve.isPending} disabled={roles.isPending} onClick={() => void run()}>
            Duyệt
          </Button>
        </>
      }
    >
      {roles.isError ? (
        <ErrorAlert onRetry={() => void roles.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <SelectField
          label="Ai được xem giáo án sau khi duyệt"
          value={roleId}
          disabled={roles.isPending}
          onChange={(e) => setRoleId(e.target.value)}
          placeholder="Mọi thành viên được xem giáo án của trường"
          options={(roles.data ?? []).filter((r) => r.position !== 'student').map((r) => ({ value: r.id, label: `Chỉ vai trò “${r.name}”` }))}
        />
      )}
      <p className="mt-2 text-sm text-slate-500">Người duyệt và tác giả luôn xem được giáo án.</p>
    </Dialog>
  );
}
