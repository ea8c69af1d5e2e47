// One school's actions in the list: view, edit, switch off or on, extend the contract, delete after a confirmation.
// A school that holds anything is not deleted: the server says what it holds, and the dialog shows that answer.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { apiErrorText, handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { useSchoolAction } from '../api/school-actions.ts';
import { ContractExtensionDialog } from './contract-extension-dialog.tsx';

export interface SchoolRights {
  update: boolean;
  delete: boolean;
}

export interface SchoolRowActionsProps {
  school: { id: number; name: string; isActive: boolean; expiresAt: string };
  rights: SchoolRights;
  /** After a deletion (the details page leaves for the list). */
  onDeleted?: () => void;
  /** The details page is the school's view: no "Xem" there. */
  showView?: boolean;
}

export function SchoolRowActions({ school, rights, onDeleted, showView = true }: SchoolRowActionsProps) {
  const navigate = useNavigate();
  const act = useSchoolAction(school.id);
  const [dialog, setDialog] = useState<'delete' | 'extend' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const toggle = async () => {
    try {
      await act.mutateAsync({ action: school.isActive ? 'inactive' : 'active' });
      toast.success(`${school.isActive ? MSG.schoolDeactivated : MSG.schoolActivated}: ${school.name}`);
    } catch (e) {
      handleApiError(e);
    }
  };
  const remove = async () => {
    try {
      await act.mutateAsync({ action: 'delete' });
      toast.success(`${MSG.schoolDeleted}: ${school.name}`);
      setDialog(null);
      onDeleted?.();
    } catch (e) {
      setDialog(null);
      // What the school still holds is the answer to "why not": shown where the question was asked.
      if (isApiError(e) && e.status === 422) setRefusal(apiErrorText(e));
      else handleApiError(e);
    }
  };

  const params = { id: String(school.id) };
  const actions: MenuAction[] = [];
  if (showView) actions.push({ label: 'Xem', onSelect: () => void navigate({ to: '/school/details/$id', params }) });
  if (rights.update) {
    actions.push({ label: 'Sửa', onSelect: () => void navigate({ to: '/school/edit/$id', params }) });
    actions.push({ label: school.isActive ? 'Tắt' : 'Bật', onSelect: () => void toggle() });
    actions.push({ label: 'Gia hạn', onSelect: () => setDialog('extend') });
  }
  if (rights.delete) actions.push({ label: 'Xoá', onSelect: () => setDialog('delete') });
  if (!actions.length) return null;

  return (
    <>
      <ActionMenu label="Thao tác" ariaLabel={`Thao tác: ${school.name}`} actions={actions} busy={act.isPending} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onConfirm={() => void remove()}
        loading={act.isPending}
        danger
        title="Xoá trường"
        message={`Trường "${school.name}" sẽ bị xoá vĩnh viễn. Chỉ xoá được trường chưa có thành viên nào ngoài quản trị viên và chưa có nội dung. Xoá?`}
        confirmLabel="Xoá"
      />
      <Dialog
        open={refusal !== null}
        onClose={() => setRefusal(null)}
        title="Không xoá được trường"
        footer={
          <Button variant="secondary" onClick={() => setRefusal(null)}>
            Đóng
          </Button>
        }
      >
        <p role="alert" className="text-sm text-slate-800">
          {refusal}
        </p>
      </Dialog>
      {rights.update && <ContractExtensionDialog school={school} open={dialog === 'extend'} onClose={() => setDialog(null)} />}
    </>
  );
}
