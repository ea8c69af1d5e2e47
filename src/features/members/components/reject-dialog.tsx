// Rejecting a request to join the school, with the reason the person reads (spec §4).
import { ReasonDialog } from '@/components/ui/reason-dialog.tsx';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { JoinRequest } from '../api/get-join-requests.ts';
import { useRejectJoinRequest } from '../api/reject-join-request.ts';
import { fullName } from '../member-format.ts';

export function RejectDialog({ schoolId, request, onClose }: { schoolId: number; request: JoinRequest | null; onClose: () => void }) {
  const reject = useRejectJoinRequest(schoolId);
  return (
    <ReasonDialog
      open={request !== null}
      title="Từ chối yêu cầu tham gia"
      confirmLabel="Từ chối"
      pending={reject.isPending}
      onClose={onClose}
      intro={
        request && (
          <p>
            Từ chối yêu cầu của <span className="font-medium">{fullName(request.user)}</span> ({request.user.email}).
          </p>
        )
      }
      onSubmit={async (reason) => {
        if (!request) return;
        await reject.mutateAsync({ id: request.id, reason });
        toast.success(MSG.updated);
        onClose();
      }}
    />
  );
}
