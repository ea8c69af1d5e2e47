// The coloured label of a join request's status: the school's list of requests and the requester's own overview.
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import type { JoinRequestStatus } from '@/shared/session.ts';

export const JOIN_REQUEST_STATUS_LABELS: Record<JoinRequestStatus, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  rejected: 'Đã từ chối',
};

const TONES: Record<JoinRequestStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

export function JoinRequestStatusBadge({ status }: { status: JoinRequestStatus }) {
  return <Badge tone={TONES[status]}>{JOIN_REQUEST_STATUS_LABELS[status]}</Badge>;
}
