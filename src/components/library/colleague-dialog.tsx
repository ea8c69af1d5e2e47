// Choosing the colleague a library item is transferred or shared to: the school's active teachers (spec §4).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { MSG } from '@/shared/messages.ts';
import { colleaguesQueryOptions } from './api/get-selections.ts';

export interface ColleagueDialogProps {
  open: boolean;
  schoolId: number;
  title: string;
  message: string;
  confirmLabel: string;
  loading: boolean;
  onClose: () => void;
  onConfirm: (userId: number) => void;
}

export function ColleagueDialog({ open, schoolId, title, message, confirmLabel, loading, onClose, onConfirm }: ColleagueDialogProps) {
  const colleagues = useQuery({ ...colleaguesQueryOptions(schoolId), enabled: open });
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) {
      setUserId('');
      setError(undefined);
    }
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            {TEXT.cancel}
          </Button>
          <Button
            loading={loading}
            onClick={() => (userId ? onConfirm(Number(userId)) : setError(MSG.libraryColleagueRequired))}
            disabled={colleagues.isPending || colleagues.isError}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{message}</p>
        {colleagues.isError ? (
          <ErrorAlert onRetry={() => void colleagues.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <SelectField
            label="Giáo viên"
            required
            placeholder={colleagues.isPending ? TEXT.loading : 'Chọn giáo viên'}
            value={userId}
            error={error}
            onChange={(e) => {
              setUserId(e.target.value);
              setError(undefined);
            }}
            options={(colleagues.data ?? []).map((u) => ({ value: u.id, label: `${u.last_name} ${u.first_name}`.trim() }))}
          />
        )}
      </div>
    </Dialog>
  );
}
