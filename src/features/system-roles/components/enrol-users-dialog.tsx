// "Thêm người dùng": every account of the system, searched by name or email without accents, ticked across
// searches and pages, then enrolled together. Someone already holding the role or whose account is locked cannot be
// ticked, and says why. Mounted only while open, so each opening starts with nothing ticked.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { roleUsersQueryOptions, USERS_PER_PAGE, type RoleUser } from '../api/get-role-users.ts';
import { useEnrolUsers } from '../api/enrol-users.ts';
import { fullName, userTypeLabel } from './user-labels.ts';

export function EnrolUsersDialog({ roleId, roleName, onClose }: { roleId: number; roleName: string; onClose: () => void }) {
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<number, RoleUser>>(new Map());
  const users = useQuery(roleUsersQueryOptions(roleId, { page, name, scope: 'all' }));
  const enrol = useEnrolUsers(roleId);

  const toggle = (u: RoleUser, on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (on) next.set(u.id, u);
      else next.delete(u.id);
      return next;
    });

  const submit = async () => {
    try {
      const { added } = await enrol.mutateAsync([...picked.keys()]);
      toast.success(`Đã thêm ${added} người dùng vào vai trò ${roleName}`);
      onClose();
    } catch {
      // Shown in the dialog (enrol.error), with the ticks kept.
    }
  };

  let list;
  if (!users.data) {
    list = users.isError ? (
      <ErrorAlert size="sm" onRetry={() => void users.refetch()}>
        {TEXT.loadFailed}
      </ErrorAlert>
    ) : (
      <Spinner />
    );
  } else if (users.data.data.length === 0) {
    list = <EmptyState title={name ? 'Không có người dùng nào khớp với tìm kiếm' : 'Chưa có người dùng nào'} />;
  } else {
    list = (
      <>
        <ul aria-label="Người dùng của hệ thống" className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-busy={users.isFetching}>
          {users.data.data.map((u) => {
            const why = u.enrolled ? 'Đã có vai trò' : !u.isActive ? 'Tài khoản đã khoá' : null;
            return (
              <li key={u.id}>
                <label
                  className={`flex min-h-11 items-center gap-3 px-3 py-2 text-sm ${why ? 'text-slate-500' : 'cursor-pointer text-slate-800 hover:bg-slate-50'}`}
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={u.enrolled || picked.has(u.id)}
                    disabled={why !== null}
                    onChange={(e) => toggle(u, e.target.checked)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="font-medium">{fullName(u)}</span>
                    <span className="block truncate text-xs text-slate-600">{`${u.email} · ${userTypeLabel(u.userType)}`}</span>
                  </span>
                  {why && <span className="text-xs text-slate-600">{why}</span>}
                </label>
              </li>
            );
          })}
        </ul>
        <Pagination page={page} perPage={USERS_PER_PAGE} total={users.data.pagination.total} onChange={setPage} />
      </>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Thêm người dùng"
      width={640}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={enrol.isPending}>
            Huỷ
          </Button>
          <Button onClick={() => void submit()} disabled={picked.size === 0} loading={enrol.isPending}>
            {picked.size ? `Thêm ${picked.size} người dùng` : 'Thêm người dùng'}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <SearchBox
          label="Tìm người dùng theo tên hoặc email"
          value={name}
          onSearch={(text) => {
            setName(text);
            setPage(1);
          }}
        />
        {enrol.isError && (
          <ErrorAlert size="sm" className="w-full">
            {apiErrorText(enrol.error)}
          </ErrorAlert>
        )}
        {picked.size > 0 && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {`Đã chọn: ${[...picked.values()].map(fullName).join(', ')}`}
          </p>
        )}
        {list}
      </div>
    </Dialog>
  );
}
