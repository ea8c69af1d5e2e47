// "Gia hạn": a later last day for the school's contract. The server refuses a day not after the current one, and
// its message shows under the field with the chosen day kept.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { handleApiError } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { expiryDay, isCalendarDay } from '@/shared/schemas/school.ts';
import { useSchoolAction } from '../api/school-actions.ts';

export interface ContractExtensionDialogProps {
  school: { id: number; name: string; expiresAt: string };
  open: boolean;
  onClose: () => void;
}

export function ContractExtensionDialog({ school, open, onClose }: ContractExtensionDialogProps) {
  const act = useSchoolAction(school.id);
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setDay('');
    setError(undefined);
    onClose();
  };
  const submit = async () => {
    if (!isCalendarDay(day)) return setError(day ? MSG.schoolDateInvalid : MSG.schoolContractEndRequired);
    if (day <= expiryDay(school.expiresAt)) return setError(MSG.schoolExtensionNotLater);
    try {
      await act.mutateAsync({ action: 'contract_extension', expiresAt: day });
      toast.success(`${MSG.schoolExtended}: ${school.name}`);
      close();
    } catch (e) {
      const message = isApiError(e) && e.status === 422 ? e.body?.errors.expiresAt?.[0] : undefined;
      if (message) setError(message);
      else handleApiError(e);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Gia hạn hợp đồng: ${school.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={act.isPending}>
            Huỷ
          </Button>
          <Button onClick={() => void submit()} loading={act.isPending}>
            Gia hạn
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{`Hết hạn hiện tại: ${formatDate(school.expiresAt)}.`}</p>
        <DateField label="Ngày hết hạn mới" required value={day} onChange={(v) => (setDay(v), setError(undefined))} error={error} />
      </div>
    </Dialog>
  );
}
