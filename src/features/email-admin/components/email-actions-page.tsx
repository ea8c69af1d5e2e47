// /system/email: the mails the system sends, each with its subject, whether it is on and the account it goes through;
// a mail opens in its editor.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { emailActionsQueryOptions, type EmailAction } from '../api/get-email-actions.ts';

export function EmailActionsPage({ canEdit, canSeeAccounts }: { canEdit: boolean; canSeeAccounts: boolean }) {
  const list = useQuery(emailActionsQueryOptions());
  const columns: Column<EmailAction>[] = [
    {
      key: 'name',
      header: 'Thư',
      cell: (a) => (
        <div className="space-y-1">
          <Link to="/system/email/$id" params={{ id: a.key }} className="font-medium text-brand-700 hover:underline">
            {a.name}
          </Link>
          <div className="text-xs text-slate-600">{a.description}</div>
        </div>
      ),
    },
    {
      key: 'subject',
      header: 'Tiêu đề',
      cell: (a) => (
        <div className="space-y-1">
          <span className="break-words">{a.subject}</span>
          {a.isCustom && (
            <div>
              <Badge tone="info">Đã sửa</Badge>
            </div>
          )}
        </div>
      ),
    },
    { key: 'account', header: 'Tài khoản gửi', cell: (a) => a.accountName ?? 'Tài khoản mặc định' },
    { key: 'status', header: 'Trạng thái', cell: (a) => (a.isEnabled ? <Badge tone="success">Đang gửi</Badge> : <Badge tone="warning">Đã tắt</Badge>) },
    {
      key: 'open',
      header: <span className="sr-only">Thao tác</span>,
      className: 'w-24',
      cell: (a) => (
        <Link to="/system/email/$id" params={{ id: a.key }} className={buttonClass('ghost', 'sm')} aria-label={`${canEdit ? 'Sửa' : 'Xem'} thư ${a.name}`}>
          {canEdit ? 'Sửa' : 'Xem'}
        </Link>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Email</h1>
        {canSeeAccounts && (
          <Link to="/system/email/account" className={buttonClass('secondary')}>
            Tài khoản email SMTP
          </Link>
        )}
      </div>
      <p className="text-sm text-slate-600">
        Nội dung các thư hệ thống tự gửi. Thư đã tắt sẽ không được gửi, nhưng thao tác tạo ra thư vẫn thực hiện bình thường.
      </p>
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <Table
          caption="Các thư hệ thống gửi"
          columns={columns}
          rows={list.data ?? []}
          rowKey={(a) => a.key}
          loading={list.isPending}
          empty={<EmptyState title="Chưa có thư nào" />}
        />
      )}
    </div>
  );
}
