// /{schoolId}/member/request: the school's join requests, filtered by status, approved or rejected in place.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { joinRequestsQueryOptions, type JoinRequest, type JoinRequestStatus } from '../api/get-join-requests.ts';
import type { JoinRequestSearch } from '../list-search.ts';
import { fullName, positionLabel } from '../member-format.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { JOIN_REQUEST_STATUS_LABELS, JoinRequestStatusBadge } from '@/components/join-request-status-badge.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';

const STATUS_OPTIONS = [
  ...(Object.entries(JOIN_REQUEST_STATUS_LABELS) as [JoinRequestStatus, string][]).map(([value, label]) => ({ value, label })),
  { value: 'all', label: 'Tất cả' },
];

export interface JoinRequestsPageProps {
  schoolId: number;
  status: JoinRequestStatus | 'all';
  page: number;
  /** May approve and reject (join_request.approve). */
  canReview: boolean;
  /** A school administrator may grant the administrator role. */
  isAdmin: boolean;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearchChange: (patch: SearchPatch<JoinRequestSearch>) => void;
}

export function JoinRequestsPage({ schoolId, status, page, canReview, isAdmin, onSearchChange }: JoinRequestsPageProps) {
  // useQuery, not suspense: the filters and pager stay on screen while another page of the list loads.
  const list = useQuery(joinRequestsQueryOptions(schoolId, { status, page }));
  const [approving, setApproving] = useState<JoinRequest | null>(null);
  const [rejecting, setRejecting] = useState<JoinRequest | null>(null);
  const rows = list.data?.data ?? [];
  const pagination = list.data?.pagination;

  const columns: Column<JoinRequest>[] = [
    { key: 'index', header: 'STT', className: 'w-14', cell: (_, i) => (page - 1) * (pagination?.perPage ?? 0) + i + 1 },
    { key: 'name', header: 'Họ và tên', cell: (r) => <span className="font-medium text-slate-900">{fullName(r.user)}</span> },
    { key: 'email', header: 'Email', cell: (r) => r.user.email },
    { key: 'position', header: 'Chức vụ', cell: (r) => positionLabel(r.roleType) },
    { key: 'date', header: 'Ngày gửi', cell: (r) => formatDate(r.createdAt) },
    {
      key: 'status',
      header: 'Trạng thái',
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <JoinRequestStatusBadge status={r.status} />
          {r.reason && <span className="text-xs text-slate-500">Lý do: {r.reason}</span>}
        </span>
      ),
    },
  ];
  if (canReview) {
    columns.push({
      key: 'actions',
      header: <span className="sr-only">Thao tác</span>,
      className: 'w-44 text-right',
      cell: (r) =>
        r.status === 'pending' && (
          <span className="flex justify-end gap-2 whitespace-nowrap">
            <Button size="sm" onClick={() => setApproving(r)} aria-label={`Duyệt ${fullName(r.user)}`}>
              Duyệt
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setRejecting(r)} aria-label={`Từ chối ${fullName(r.user)}`}>
              Từ chối
            </Button>
          </span>
        ),
    });
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Yêu cầu tham gia</h1>
        <SelectField
          label="Trạng thái"
          className="w-48"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(e) => onSearchChange({ status: e.target.value as JoinRequestStatus | 'all', page: 1 })}
        />
      </div>
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <>
          <Table
            caption="Danh sách yêu cầu tham gia trường"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            loading={list.isPending}
            empty="Không có yêu cầu tham gia nào"
          />
          {pagination && <Pagination page={page} perPage={pagination.perPage} total={pagination.total} onChange={(p) => onSearchChange({ page: p })} />}
        </>
      )}
      <ApproveDialog schoolId={schoolId} request={approving} isAdmin={isAdmin} onClose={() => setApproving(null)} />
      <RejectDialog schoolId={schoolId} request={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
