// Review of one school plan from its page (spec §4): approve it for a role, reject it with a reason the author reads,
// or put it back to pending.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ReasonDialog } from '@/components/ui/reason-dialog.tsx';
import { useReviewLibraryItems } from '@/components/library/api/review-library-items.ts';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { LessonPlan } from '@/shared/lesson-plan.ts';
import { ApprovePlansDialog } from './approve-plans-dialog.tsx';

export function PlanReview({ schoolId, plan }: { schoolId: number; plan: LessonPlan }) {
  const review = useReviewLibraryItems('schedule', schoolId);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  return (
    <div role="group" aria-label="Duyệt giáo án" className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setDialog('approve')}>
        {plan.status === 'approved' ? 'Đổi người được xem' : 'Duyệt'}
      </Button>
      {plan.status !== 'rejected' && (
        <Button size="sm" variant="danger" onClick={() => setDialog('reject')}>
          Từ chối
        </Button>
      )}
      {plan.status !== 'pending' && (
        <Button
          size="sm"
          variant="secondary"
          loading={review.isPending}
          onClick={() =>
            void review.mutateAsync({ status: 'pending', ids: [plan.id] }).then(
              () => toast.success(MSG.libraryBackToPending),
              (e: unknown) => handleApiError(e),
            )
          }
        >
          Chuyển về chờ duyệt
        </Button>
      )}
      <ApprovePlansDialog schoolId={schoolId} ids={[plan.id]} open={dialog === 'approve'} onClose={() => setDialog(null)} onDone={() => setDialog(null)} />
      <ReasonDialog
        open={dialog === 'reject'}
        title="Từ chối giáo án"
        intro={<p className="text-sm text-slate-700">Tác giả sẽ nhận được lý do bạn nhập cho “{plan.name}”.</p>}
        confirmLabel="Từ chối"
        pending={review.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          await review.mutateAsync({ status: 'rejected', ids: [plan.id], reason });
          toast.success(MSG.libraryRejected);
        }}
      />
    </div>
  );
}
