// Inviting someone by email with a position (spec §7 members). The server mails the link; a 422 (already a member,
// bad address) is shown under the field and the typed address is kept.
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { SCHOOL_POSITIONS } from '@/shared/constants.ts';
import { invitationSchema, useCreateInvitation, type InvitationInput } from '../api/create-invitation.ts';

const EMPTY = { email: '', roleType: '' } as unknown as InvitationInput;

export interface InviteDialogProps {
  schoolId: number;
  open: boolean;
  /** Only a school administrator may invite another administrator. */
  isAdmin: boolean;
  onClose: () => void;
}

export function InviteDialog({ schoolId, open, isAdmin, onClose }: InviteDialogProps) {
  const id = useId();
  const create = useCreateInvitation(schoolId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(invitationSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const positions = SCHOOL_POSITIONS.filter((p) => isAdmin || p.value !== 'supervisor');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await create.mutateAsync(values);
      toast.success(`Đã gửi lời mời tới ${sent.email}`);
      onClose();
    } catch (e) {
      reportFormError(e, setError, ['email', 'roleType']);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Mời thành viên"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Huỷ
          </Button>
          <Button type="submit" form={`${id}-form`} loading={create.isPending}>
            Gửi lời mời
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="off" required error={errors.email?.message} {...register('email')} />
        <SelectField label="Chức vụ" required placeholder="Chọn chức vụ" options={positions} error={errors.roleType?.message} {...register('roleType')} />
      </form>
    </Dialog>
  );
}
