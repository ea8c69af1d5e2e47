// Letting colleagues read a personal plan without giving them a copy (spec §2 plan/details-share): who reads it now,
// adding a colleague, withdrawing one.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { colleaguesQueryOptions } from '@/components/library/api/get-selections.ts';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { planReadersQueryOptions, usePlanReaders } from '../api/plan-readers.ts';

export interface PlanReadersDialogProps {
  open: boolean;
  onClose: () => void;
  schoolId: number;
  planId: number;
  planName: string;
  userId: number;
}

export function PlanReadersDialog({ open, onClose, schoolId, planId, planName, userId }: PlanReadersDialogProps) {
  const readers = useQuery({ ...planReadersQueryOptions(schoolId, planId), enabled: open });
  const colleagues = useQuery({ ...colleaguesQueryOptions(schoolId), enabled: open });
  const { add, remove } = usePlanReaders(schoolId, planId);
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) {
      setPicked('');
      setError(undefined);
    }
  }, [open]);
  const reading = new Set((readers.data ?? []).map((r) => r.id));
  const choices = (colleagues.data ?? []).filter((c) => c.id !== userId && !reading.has(c.id));

  const share = async () => {
    if (!picked) return setError(MSG.libraryColleagueRequired);
    try {
      await add.mutateAsync(Number(picked));
      toast.success(MSG.planSharedReadOnly);
      setPicked('');
    } catch (e) {
      handleApiError(e);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Cho đồng nghiệp xem giáo án"
      width={560}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Đóng
        </Button>
      }
    >
      <p className="mb-3 text-sm text-slate-600">Đồng nghiệp được chọn xem và tải “{planName}” (bản mới nhất), không sửa được.</p>
      {readers.isError || colleagues.isError ? (
        <ErrorAlert
          onRetry={() => {
            void readers.refetch();
            void colleagues.refetch();
          }}
        >
          {TEXT.loadFailed}
        </ErrorAlert>
      ) : readers.isPending || colleagues.isPending ? (
        <Spinner />
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              label="Giáo viên"
              className="min-w-60 flex-1"
              placeholder="Chọn giáo viên"
              value={picked}
              error={error}
              options={choices.map((c) => ({ value: c.id, label: `${c.last_name} ${c.first_name}` }))}
              onChange={(e) => {
                setPicked(e.target.value);
                setError(undefined);
              }}
            />
            <Button loading={add.isPending} onClick={() => void share()}>
              Cho xem
            </Button>
          </div>
          <h3 className="mt-4 mb-1 text-sm font-medium text-slate-700">Đang được xem bởi</h3>
          {readers.data.length === 0 ? (
            <p className="text-sm text-slate-500">Chưa chia sẻ cho ai.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {readers.data.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <span>{r.fullName}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700"
                    loading={remove.isPending && remove.variables === r.id}
                    onClick={() => void remove.mutateAsync(r.id).catch(handleApiError)}
                  >
                    Thôi chia sẻ<span className="sr-only"> với {r.fullName}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}
