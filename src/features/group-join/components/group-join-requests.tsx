// "Yêu cầu vào nhóm" on a group's teaching page: the requests students sent through the group's link, waiting ones
// first, each approved (the student joins; refused while the group is locked) or rejected with a reason.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { JoinRequestStatusBadge } from '@/components/join-request-status-badge.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { formatDateTime } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { GroupJoinRequest } from '@/shared/schemas/group-join.ts';
import { joinRequestsQueryOptions } from '../api/get-join-requests.ts';
import { useReviewJoinRequest } from '../api/review-join-request.ts';
import { RejectJoinDialog } from './reject-join-dialog.tsx';

export interface GroupJoinRequestsProps {
  schoolId: number;
  groupId: number;
  groupName: string;
}

const personName = (p: { first_name: string; last_name: string }) => `${p.last_name} ${p.first_name}`.trim();

export function GroupJoinRequests({ schoolId, groupId, groupName }: GroupJoinRequestsProps) {
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useQuery(joinRequestsQueryOptions(schoolId, groupId, page));
  const review = useReviewJoinRequest(schoolId, groupId);
  const [rejecting, setRejecting] = useState<GroupJoinRequest | null>(null);
  const rows = list.data?.data ?? [];
  const pagination = list.data?.pagination;

  const approve = async (r: GroupJoinRequest) => {
    try {
      await review.mutateAsync({ requestId: r.id, decision: 'approve' });
      toast.success(`${MSG.groupJoinApproved}: ${personName(r.user)}`);
    } catch (e) {
      handleApiError(e);
    }
  };

  const columns: Column<GroupJoinRequest>[] = [
    {
      key: 'name',
      header: 'Học sinh',
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900">{personName(r.user)}</span>
          <span className="text-xs text-slate-500">{r.user.email}</span>
        </span>
      ),
    },
    { key: 'date', header: 'Ngày gửi', cell: (r) => formatDateTime(r.createdAt) },
    {
      key: 'status',
      header: 'Trạng thái',
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <JoinRequestStatusBadge status={r.status} />
          {r.decidedBy && <span className="text-xs text-slate-500">bởi {personName(r.decidedBy)}</span>}
          {r.reason && <span className="text-xs text-slate-500">Lý do: {r.reason}</span>}
        </span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Thao tác</span>,
      className: 'w-44 text-right',
      cell: (r) =>
        r.status === 'pending' && (
          <span className="flex justify-end gap-2 whitespace-nowrap">
            <Button
              size="sm"
              onClick={() => void approve(r)}
              loading={review.isPending && review.variables?.requestId === r.id && review.variables.decision === 'approve'}
              disabled={review.isPending}
              aria-label={`Duyệt ${personName(r.user)}`}
            >
              Duyệt
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setRejecting(r)} disabled={review.isPending} aria-label={`Từ chối ${personName(r.user)}`}>
              Từ chối
            </Button>
          </span>
        ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-800">
        Yêu cầu vào nhóm
      </h2>
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <>
          <Table
            caption={`Yêu cầu vào nhóm ${groupName}`}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            loading={list.isPending}
            empty="Chưa có học sinh nào xin vào nhóm qua đường dẫn"
          />
          {pagination && pagination.total > pagination.perPage && (
            <Pagination page={page} perPage={pagination.perPage} total={pagination.total} onChange={setPage} />
          )}
        </>
      )}
      <RejectJoinDialog schoolId={schoolId} groupId={groupId} request={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
}
