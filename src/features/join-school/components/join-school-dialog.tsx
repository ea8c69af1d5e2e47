// The join-school dialog (spec §2 dialog 1, §4): a school code and a position. Closing resets the form; a send
// attempt closes it whatever the answer, which a toast reports (spec §8 join-school failure rules).
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { handleJoinSchoolError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { SCHOOL_POSITIONS } from '@/shared/constants.ts';
import { MSG } from '@/shared/messages.ts';
import { joinSchoolSchema, type JoinSchoolInput } from '@/shared/schemas/join-school.ts';
import { useCreateJoinRequest } from '../api/create-join-request.ts';

// roleType starts empty so that "no position chosen" is a visible choice, not a silent default.
const EMPTY = { schoolCode: '', roleType: '' } as unknown as JoinSchoolInput;

export function JoinSchoolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(joinSchoolSchema), defaultValues: EMPTY });
  const send = useCreateJoinRequest();

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(MSG.joinSchoolSent);
    } catch (e) {
      handleJoinSchoolError(e);
    } finally {
      close();
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Tham gia trường học"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Huỷ
          </Button>
          <Button type="submit" form="join-school-form" loading={isSubmitting}>
            Gửi yêu cầu
          </Button>
        </>
      }
    >
      <form id="join-school-form" onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Mã trường học" autoComplete="off" autoCapitalize="characters" error={errors.schoolCode?.message} {...register('schoolCode')} />
        <SelectField label="Chức vụ" options={SCHOOL_POSITIONS} placeholder="Chọn chức vụ" error={errors.roleType?.message} {...register('roleType')} />
      </form>
    </Dialog>
  );
}
