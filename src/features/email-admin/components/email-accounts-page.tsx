// /system/email/account: the system's SMTP accounts, the default first, with how many mails use each; adding,
// editing and deleting (after confirming) for those allowed. With no account, mail goes as the server is configured.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { EMAIL_SECURITY_LABELS } from '@/shared/schemas/email.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { emailAccountsQueryOptions, type EmailAccount } from '../api/get-email-accounts.ts';
import { useDeleteEmailAccount } from '../api/delete-email-account.ts';

export interface EmailAccountRights {
  create: boolean;
  update: boolean;
  delete: boolean;
}

export function EmailAccountsPage({ rights }: { rights: EmailAccountRights }) {
  const list = useQuery(emailAccountsQueryOptions());
  const remove = useDeleteEmailAccount();
  const [deleting, setDeleting] = useState<EmailAccount | null>(null);

  const columns: Column<EmailAccount>[] = [
    {
      key: 'name',
      header: 'Tài khoản',
      cell: (a) => (
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {rights.update ? (
              <Link to="/system/email/account/$id" params={{ id: String(a.id) }} className="font-medium text-brand-700 hover:underline">
                {a.name}
              </Link>
            ) : (
              <span className="font-medium text-slate-900">{a.name}</span>
            )}
            {a.isDefault && <Badge tone="info">Mặc định</Badge>}
          </div>
          <div className="text-xs text-slate-600">
            {a.fromName} &lt;{a.fromAddress}&gt;
          </div>
        </div>
      ),
    },
    { key: 'server', header: 'Máy chủ', cell: (a) => <span className="break-all">{`${a.host}:${a.port} · ${EMAIL_SECURITY_LABELS[a.security]}`}</span> },
    { key: 'user', header: 'Đăng nhập', cell: (a) => (a.username ? `${a.username}${a.hasPassword ? ' · mật khẩu đã lưu' : ''}` : 'Không đăng nhập') },
    { key: 'used', header: 'Thư dùng riêng', className: 'text-right', cell: (a) => a.actionCount },
    { key: 'status', header: 'Trạng thái', cell: (a) => (a.isActive ? <Badge tone="success">Hoạt động</Badge> : <Badge tone="neutral">Đã tắt</Badge>) },
    ...(rights.delete
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Thao tác</span>,
            className: 'w-24',
            cell: (a: EmailAccount) => (
              <Button variant="ghost" size="sm" onClick={() => setDeleting(a)} aria-label={`Xoá tài khoản ${a.name}`}>
                {TEXT.delete}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Tài khoản email SMTP</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/system/email" className={buttonClass('secondary')}>
            Nội dung thư
          </Link>
          {rights.create && (
            <Link to="/system/email/account/create" className={buttonClass()}>
              Thêm tài khoản
            </Link>
          )}
        </div>
      </div>
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <Table
          caption="Danh sách tài khoản email SMTP"
          columns={columns}
          rows={list.data ?? []}
          rowKey={(a) => a.id}
          loading={list.isPending}
          empty={
            <EmptyState
              title="Chưa có tài khoản email nào"
              description="Khi chưa có tài khoản, thư của hệ thống được gửi theo cấu hình của máy chủ (SMTP_URL hoặc thư mục MAIL_DIR)."
            />
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Xoá tài khoản email"
        message={
          deleting
            ? `Xoá tài khoản "${deleting.name}"?${deleting.actionCount ? ` ${deleting.actionCount} loại thư đang dùng tài khoản này sẽ chuyển sang tài khoản mặc định.` : ''}`
            : ''
        }
        confirmLabel={TEXT.delete}
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(`Đã xoá tài khoản ${deleting.name}`);
              setDeleting(null);
            },
            onError: (e) => handleApiError(e),
          });
        }}
      />
    </div>
  );
}
