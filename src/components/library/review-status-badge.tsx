// A school item's review status (spec §4), with the rejection reason on hover and for screen readers.
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@/shared/library.ts';

const TONES: Record<ReviewStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

export function ReviewStatusBadge({ status, reason }: { status: ReviewStatus; reason?: string | null }) {
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Badge tone={TONES[status]} title={reason ?? undefined}>
        {REVIEW_STATUS_LABELS[status]}
      </Badge>
      {status === 'rejected' && reason && <span className="text-xs text-red-700">Lý do: {reason}</span>}
    </span>
  );
}
