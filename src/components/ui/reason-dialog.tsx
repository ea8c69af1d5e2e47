// Refusing something with a reason the other person will read (spec §4: join requests rejected with a reason): a
// required reason under the shared rule, kept as typed when sending fails. A 422 about the reason lands under it; any
// other failure is reported, and `closeOnFailure` closes the dialog (the request was decided meanwhile).
import { useEffect, useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { reportFormError } from '@/lib/form-errors.ts';
import { reasonSchema, type ReasonInput } from '@/shared/schemas/reason.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { TextAreaField } from './textarea-field.tsx';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** Whom and what is refused, above the field. */
  intro: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onClose: () => void;
  /** Sends the refusal; throws the API's error when it fails. */
  onSubmit: (reason: string) => Promise<void>;
  closeOnFailure?: boolean;
}

export function ReasonDialog({ open, title, intro, confirmLabel, pending, onClose, onSubmit, closeOnFailure = false }: ReasonDialogProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReasonInput, unknown, { reason: string }>({ resolver: valibotResolver(reasonSchema), defaultValues: { reason: '' } });

  // Each opening starts with an empty reason.
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onSubmit(reason);
    } catch (e) {
      if (!reportFormError(e, setError, ['reason']) && closeOnFailure) onClose();
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Huỷ
          </Button>
          <Button type="submit" form={`${id}-form`} variant="danger" loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
        <div className="text-sm text-slate-700">{intro}</div>
        <TextAreaField label="Lý do" required error={errors.reason?.message} {...register('reason')} />
      </form>
    </Dialog>
  );
}
