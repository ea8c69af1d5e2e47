// The coloured label of a join request's status.
import type { JoinRequestStatus } from '../api/get-join-requests.ts';

export const JOIN_REQUEST_STATUS_LABELS: Record<JoinRequestStatus, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  rejected: 'Đã từ chối',
};

const COLORS: Record<JoinRequestStatus, string> = {
  pending: 'bg-amber-50 text-amber-700 ring-amber-200',
  approved: 'bg-green-50 text-green-700 ring-green-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
};

export function JoinRequestStatusBadge({ status }: { status: JoinRequestStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${COLORS[status]}`}>{JOIN_REQUEST_STATUS_LABELS[status]}</span>
  );
}
