// Batch review of a school library (spec §4): the selected items approved, rejected with a reason, or put back to
// pending. The reason typed stays if the request fails.
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { LibraryKind, ReviewStatus } from '@/shared/library.ts';
import { useReviewLibraryItems } from './api/review-library-items.ts';

const DONE: Record<ReviewStatus, string> = { approved: MSG.libraryApproved, rejected: MSG.libraryRejected, pending: MSG.libraryBackToPending };

/** A content type whose approval asks for more (a plan's reading role) shows its own dialog instead of approving at once. */
export type ApproveDialog = (props: { ids: number[]; open: boolean; onClose: () => void; onDone: () => void }) => ReactNode;

export interface ReviewBarProps {
  kind: LibraryKind;
  schoolId: number;
  ids: number[];
  onDone: () => void;
  approveDialog?: ApproveDialog;
  /** A content type's own batch actions, after the review buttons (English lessons' batch delete). */
  more?: ReactNode;
}

export function ReviewBar({ kind, schoolId, ids, onDone, approveDialog, more }: ReviewBarProps) {
  const review = useReviewLibraryItems(kind, schoolId);
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const run = async (status: ReviewStatus, why?: string) => {
    try {
      await review.mutateAsync({ status, ids, reason: why });
      toast.success(DONE[status]);
      setRejecting(false);
      setReason('');
      onDone();
    } catch (e) {
      handleApiError(e);
    }
  };
  return (
    <div role="toolbar" aria-label="Duyệt nội dung" className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2">
      <span className="text-sm text-slate-700">Đã chọn {ids.length} mục</span>
      <Button
        size="sm"
        disabled={!ids.length}
        loading={review.isPending && !rejecting}
        onClick={() => (approveDialog ? setApproving(true) : void run('approved'))}
      >
        Duyệt
      </Button>
      <Button size="sm" variant="danger" disabled={!ids.length} onClick={() => setRejecting(true)}>
        Từ chối
      </Button>
      <Button size="sm" variant="secondary" disabled={!ids.length} onClick={() => void run('pending')}>
        Chuyển về chờ duyệt
      </Button>
      {more}
      {approveDialog?.({
        ids,
        open: approving,
        onClose: () => setApproving(false),
        onDone: () => {
          setApproving(false);
          onDone();
        },
      })}
      <Dialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={`Từ chối ${ids.length} mục`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRejecting(false)} disabled={review.isPending}>
              {TEXT.cancel}
            </Button>
            <Button
              variant="danger"
              loading={review.isPending}
              onClick={() => (reason.trim() ? void run('rejected', reason.trim()) : setError(MSG.libraryRejectReasonRequired))}
            >
              Từ chối
            </Button>
          </>
        }
      >
        <TextAreaField
          label="Lý do từ chối"
          required
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </Dialog>
    </div>
  );
}
