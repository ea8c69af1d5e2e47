// Rejecting a join request: a required reason (spec §4), sent with the rejection. The typed reason survives a failure.
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { fieldClass } from '@/components/ui/text-field.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { JoinRequest } from '../api/get-join-requests.ts';
import { rejectReasonSchema, useRejectJoinRequest } from '../api/reject-join-request.ts';
import { fullName } from '../member-format.ts';

export function RejectDialog({ schoolId, request, onClose }: { schoolId: number; request: JoinRequest | null; onClose: () => void }) {
  const reject = useRejectJoinRequest(schoolId);
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(rejectReasonSchema),
    defaultValues: { reason: '' },
  });

  // Each request starts with an empty reason.
  useEffect(() => {
    if (request) reset({ reason: '' });
  }, [request, reset]);

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!request) return;
    try {
      await reject.mutateAsync({ id: request.id, reason });
      toast.success(MSG.updated);
      onClose();
    } catch (e) {
      handleApiError(e);
    }
  });

  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title="Từ chối yêu cầu tham gia"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={reject.isPending}>
            Huỷ
          </Button>
          <Button type="submit" form={`${id}-form`} variant="danger" loading={reject.isPending}>
            Từ chối
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="space-y-3">
        {request && (
          <p className="text-sm text-slate-700">
            Từ chối yêu cầu của <span className="font-medium">{fullName(request.user)}</span> ({request.user.email}).
          </p>
        )}
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium text-slate-700">
            Lý do <span className="text-red-600">*</span>
          </label>
          <textarea
            id={`${id}-reason`}
            rows={4}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-error` : undefined}
            className={`${fieldClass(Boolean(errors.reason))} h-auto py-2`}
            {...register('reason')}
          />
          {errors.reason && (
            <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
              {errors.reason.message}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
