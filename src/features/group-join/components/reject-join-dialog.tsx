// Rejecting a student's request to join a group: a required reason (spec §4), which the student reads on the join
// page. The typed reason survives a failure; a request decided meanwhile closes the dialog with the server's word.
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { groupJoinRejectSchema, type GroupJoinRejectInput, type GroupJoinRequest } from '@/shared/schemas/group-join.ts';
import { useReviewJoinRequest } from '../api/review-join-request.ts';

export interface RejectJoinDialogProps {
  schoolId: number;
  groupId: number;
  request: GroupJoinRequest | null;
  onClose: () => void;
}

export function RejectJoinDialog({ schoolId, groupId, request, onClose }: RejectJoinDialogProps) {
  const review = useReviewJoinRequest(schoolId, groupId);
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<GroupJoinRejectInput>({ resolver: valibotResolver(groupJoinRejectSchema), defaultValues: { reason: '' } });

  // Each request starts with an empty reason.
  useEffect(() => {
    if (request) reset({ reason: '' });
  }, [request, reset]);

  const onSubmit = handleSubmit(async ({ reason = '' }) => {
    if (!request) return;
    try {
      await review.mutateAsync({ requestId: request.id, decision: 'reject', reason: reason.trim() });
      toast.success(MSG.groupJoinRejected);
      onClose();
    } catch (e) {
      if (!reportFormError(e, setError, ['reason'])) onClose();
    }
  });

  const name = request ? `${request.user.last_name} ${request.user.first_name}`.trim() : '';
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title="Từ chối yêu cầu vào nhóm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={review.isPending}>
            Huỷ
          </Button>
          <Button type="submit" form={`${id}-form`} variant="danger" loading={review.isPending}>
            Từ chối
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        {request && (
          <p className="text-sm text-slate-700">
            Từ chối yêu cầu của <span className="font-medium">{name}</span> ({request.user.email}). Học sinh sẽ thấy lý do.
          </p>
        )}
        <TextAreaField label="Lý do" required error={errors.reason?.message} {...register('reason')} />
      </form>
    </Dialog>
  );
}
