// Rejecting a student's request to join a group, with the reason she reads on the join page (spec §4). A request
// decided meanwhile closes the dialog with the server's word.
import { ReasonDialog } from '@/components/ui/reason-dialog.tsx';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { GroupJoinRequest } from '@/shared/schemas/group-join.ts';
import { useReviewJoinRequest } from '../api/review-join-request.ts';

export interface RejectJoinDialogProps {
  schoolId: number;
  groupId: number;
  request: GroupJoinRequest | null;
  onClose: () => void;
}

export function RejectJoinDialog({ schoolId, groupId, request, onClose }: RejectJoinDialogProps) {
  const review = useReviewJoinRequest(schoolId, groupId);
  const name = request ? `${request.user.last_name} ${request.user.first_name}`.trim() : '';
  return (
    <ReasonDialog
      open={request !== null}
      title="Từ chối yêu cầu vào nhóm"
      confirmLabel="Từ chối"
      pending={review.isPending}
      onClose={onClose}
      closeOnFailure
      intro={
        request && (
          <p>
            Từ chối yêu cầu của <span className="font-medium">{name}</span> ({request.user.email}). Học sinh sẽ thấy lý do.
          </p>
        )
      }
      onSubmit={async (reason) => {
        if (!request) return;
        await review.mutateAsync({ requestId: request.id, decision: 'reject', reason });
        toast.success(MSG.groupJoinRejected);
        onClose();
      }}
    />
  );
}
