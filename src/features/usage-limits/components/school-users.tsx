// A school's users with their limits and what they used, the closest to a limit first, paged, by type and name.
// A limit set by hand for one user (bought extras) is marked: it stays when the defaults or the school's change.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { PagedTable } from '@/components/ui/paged-table.tsx';
import type { Column } from '@/components/ui/table.tsx';
import { formatNumber } from '@/lib/format.ts';
import { LIMIT_USER_TYPES, LIMIT_USER_TYPE_LABELS, type LimitUser, type LimitUserType } from '@/shared/usage-limits.ts';
import { schoolUsersQueryOptions } from '../api/get-school-users.ts';
import { useSaveUserLimits } from '../api/save-user-limits.ts';
import { UserLimitsDialog } from './user-limits-dialog.tsx';
import { UsageMeter } from './usage-meter.tsx';

export function SchoolUsers({ schoolId, schoolName, canEdit }: { schoolId: number; schoolName: string; canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<LimitUser | null>(null);
  const [name, setName] = useState('');
  const [userType, setUserType] = useState<LimitUserType | ''>('');
  const list = useQuery(schoolUsersQueryOptions({ schoolId, page, name: name || undefined, userType: userType || undefined }));
  const fullName = (u: LimitUser) => `${u.last_name} ${u.first_name}`;
  const own = (u: LimitUser) => u.own.storageMb !== null || u.own.scriptedCallLimit !== null || u.own.unscriptedCallLimit !== null;

  const columns: Column<LimitUser>[] = [
    {
      key: 'name',
      header: 'Người dùng',
      cell: (u) => (
        <div>
          <div className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {fullName(u)}
            {own(u) && <Badge tone="info">Giới hạn riêng</Badge>}
          </div>
          <div className="text-xs text-slate-600">
            {u.email} · {LIMIT_USER_TYPE_LABELS[u.userType]}
          </div>
        </div>
      ),
    },
    {
      key: 'storage',
      header: 'Dung lượng',
      cell: (u) => (
        <UsageMeter
          label={`Dung lượng của ${fullName(u)}`}
          used={u.usedStorageMb}
          limit={u.limits.storageMb}
          usedText={`${formatNumber(u.usedStorageMb)} MB`}
          limitText={`${formatNumber(u.limits.storageMb)} MB`}
        />
      ),
    },
    {
      key: 'scripted',
      header: 'Chấm theo mẫu',
      cell: (u) => (
        <UsageMeter
          label={`Lượt chấm theo mẫu của ${fullName(u)}`}
          used={u.usedScriptedApiCall}
          limit={u.limits.scriptedCallLimit}
          usedText={formatNumber(u.usedScriptedApiCall)}
          limitText={formatNumber(u.limits.scriptedCallLimit)}
        />
      ),
    },
    {
      key: 'unscripted',
      header: 'Chấm tự do',
      cell: (u) => (
        <UsageMeter
          label={`Lượt chấm tự do của ${fullName(u)}`}
          used={u.usedUnscriptedApiCall}
          limit={u.limits.unscriptedCallLimit}
          usedText={formatNumber(u.usedUnscriptedApiCall)}
          limitText={formatNumber(u.limits.unscriptedCallLimit)}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Thao tác</span>,
            cell: (u: LimitUser) => (
              <Button
                size="sm"
                variant="secondary"
                className="whitespace-nowrap"
                onClick={() => setEditing(u)}
                aria-label={`Giới hạn riêng của ${fullName(u)}`}
              >
                Giới hạn riêng
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="school-users-title" className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="school-users-title" className="text-lg font-semibold text-slate-900">
        Người dùng của {schoolName}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full max-w-xs">
          <SearchBox
            label="Tìm người dùng"
            value={name}
            onSearch={(text) => {
              setName(text);
              setPage(1);
            }}
          />
        </div>
        <div className="w-48">
          <SelectField
            label="Loại người dùng"
            value={userType}
            onChange={(e) => {
              setUserType(e.target.value as LimitUserType | '');
              setPage(1);
            }}
            options={[{ value: '', label: 'Tất cả' }, ...LIMIT_USER_TYPES.map((t) => ({ value: t, label: LIMIT_USER_TYPE_LABELS[t] }))]}
          />
        </div>
      </div>
      <PagedTable
        list={list}
        caption={`Người dùng của ${schoolName}`}
        columns={columns}
        rowKey={(u) => u.id}
        searching={Boolean(name || userType)}
        empty={<EmptyState title="Trường chưa có người dùng nào" />}
        page={page}
        onPage={setPage}
      />
      {editing && <EditUser key={editing.id} user={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function EditUser({ user, onClose }: { user: LimitUser; onClose: () => void }) {
  const save = useSaveUserLimits(user.id);
  return <UserLimitsDialog user={user} onSave={(input) => save.mutateAsync(input)} onClose={onClose} />;
}
