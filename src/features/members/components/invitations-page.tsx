// /{schoolId}/member/Invited: the school's invitations; invite, resend (a fresh link) and withdraw.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { useDeleteInvitation } from '../api/delete-invitation.ts';
import { invitationsQueryOptions, type Invitation, type InvitationStatus } from '../api/get-invitations.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { positionLabel } from '../member-format.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { TEXT } from '@/shared/ui-text.ts';

const STATUS: Record<InvitationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Chờ chấp nhận', tone: 'warning' },
  accepted: { label: 'Đã tham gia', tone: 'success' },
  expired: { label: 'Hết hạn', tone: 'neutral' },
};

export interface InvitationsPageProps {
  schoolId: number;
  page: number;
  canInvite: boolean;
  canDelete: boolean;
  isAdmin: boolean;
  onPageChange: (page: number) => void;
}

export function InvitationsPage({ schoolId, page, canInvite, canDelete, isAdmin, onPageChange }: InvitationsPageProps) {
  // useQuery, not suspense: the filters and pager stay on screen while another page of the list loads.
  const list = useQuery(invitationsQueryOptions(schoolId, { page }));
  const resend = useResendInvitation(schoolId);
  const remove = useDeleteInvitation(schoolId);
  const [inviting, setInviting] = useState(false);
  const [deleting, setDeleting] = useState<Invitation | null>(null);
  const pagination = list.data?.pagination;

  const onResend = (inv: Invitation) =>
    resend.mutate(inv.id, { onSuccess: () => toast.success(`Đã gửi lại lời mời tới ${inv.email}`), onError: (e) => handleApiError(e) });
  const onDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(MSG.updated);
        setDeleting(null);
      },
      onError: (e) => handleApiError(e),
    });

  const columns: Column<Invitation>[] = [
    { key: 'index', header: 'STT', className: 'w-14', cell: (_, i) => (page - 1) * (pagination?.perPage ?? 0) + i + 1 },
    { key: 'email', header: 'Email', cell: (r) => <span className="font-medium text-slate-900">{r.email}</span> },
    { key: 'position', header: 'Chức vụ', cell: (r) => positionLabel(r.roleType) },
    { key: 'date', header: 'Ngày mời', cell: (r) => formatDate(r.createdAt) },
    {
      key: 'status',
      header: 'Trạng thái',
      cell: (r) => <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</Badge>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Thao tác</span>,
      className: 'w-48 text-right',
      cell: (r) => (
        <span className="flex justify-end gap-2 whitespace-nowrap">
          {canInvite && r.status !== 'accepted' && (
            <Button
              size="sm"
              variant="secondary"
              loading={resend.isPending && resend.variables === r.id}
              onClick={() => onResend(r)}
              aria-label={`Gửi lại lời mời ${r.email}`}
            >
              Gửi lại
            </Button>
          )}
          {canDelete && (
            <Button size="sm" variant="ghost" onClick={() => setDeleting(r)} aria-label={`Xoá lời mời ${r.email}`}>
              Xoá
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Đã mời</h1>
        {canInvite && <Button onClick={() => setInviting(true)}>Mời thành viên</Button>}
      </div>
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <>
          <Table
            caption="Danh sách lời mời"
            columns={columns}
            rows={list.data?.data ?? []}
            rowKey={(r) => r.id}
            loading={list.isPending}
            empty="Chưa có lời mời nào"
          />
          {pagination && <Pagination page={page} perPage={pagination.perPage} total={pagination.total} onChange={onPageChange} />}
        </>
      )}
      <InviteDialog schoolId={schoolId} open={inviting} isAdmin={isAdmin} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={onDelete}
        loading={remove.isPending}
        danger
        title="Xoá lời mời"
        confirmLabel="Xoá"
        message={
          deleting && (
            <>
              Xoá lời mời gửi tới <span className="font-medium">{deleting.email}</span>? Đường dẫn trong thư sẽ không dùng được nữa.
            </>
          )
        }
      />
    </div>
  );
}
