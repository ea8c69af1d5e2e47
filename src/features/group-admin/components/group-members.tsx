// The group's members in its management section: teachers then students, searched without diacritics, each removable
// after a confirmation (their past work stays); "Thêm học sinh" picks from the school's students unless it is locked.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { GroupMember } from '@/shared/schemas/school-group.ts';
import { GROUP_MEMBERS_PER_PAGE, groupMembersQueryOptions } from '../api/get-group-members.ts';
import { useRemoveGroupMember } from '../api/group-members.ts';
import { AddStudentsDialog } from './add-students-dialog.tsx';

export interface GroupMembersProps {
  schoolId: number;
  groupId: number;
  groupName: string;
  isLocked: boolean;
  canEdit: boolean;
}

const fullName = (m: GroupMember) => `${m.last_name} ${m.first_name}`;

export function GroupMembers({ schoolId, groupId, groupName, isLocked, canEdit }: GroupMembersProps) {
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const members = useQuery(groupMembersQueryOptions(schoolId, groupId, { page, name: name || undefined }));
  const remove = useRemoveGroupMember(schoolId, groupId);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(`Đã xoá ${fullName(removing)} khỏi nhóm`);
    } catch (e) {
      handleApiError(e);
    } finally {
      setRemoving(null);
    }
  };

  const columns: Column<GroupMember>[] = [
    { key: 'name', header: 'Họ và tên', cell: (m) => <span className="font-medium text-slate-900">{fullName(m)}</span> },
    { key: 'email', header: 'Email', cell: (m) => m.email },
    {
      key: 'role',
      header: 'Vai trò',
      cell: (m) => (
        <span className="inline-flex flex-wrap gap-1">
          <Badge tone={m.role === 'teacher' ? 'info' : 'neutral'}>{m.role === 'teacher' ? 'Giáo viên' : 'Học sinh'}</Badge>
          {!m.isActive && <Badge tone="danger">Đã khoá</Badge>}
        </span>
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Thao tác</span>,
            className: 'text-right',
            cell: (m: GroupMember) => (
              <Button variant="secondary" size="sm" aria-label={`Xoá khỏi nhóm: ${fullName(m)}`} onClick={() => setRemoving(m)}>
                Xoá khỏi nhóm
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-800">Thành viên của nhóm</h3>
        {canEdit && (
          <Button onClick={() => setAdding(true)} disabled={isLocked}>
            Thêm học sinh
          </Button>
        )}
      </div>
      {canEdit && isLocked && <p className="text-sm text-amber-800">Nhóm đang khoá nên không thêm được thành viên. Mở khoá nhóm để thêm.</p>}
      <SearchBox
        label="Tìm thành viên theo tên hoặc email"
        value={name}
        onSearch={(text) => {
          setName(text);
          setPage(1);
        }}
      />
      {members.isError && !members.data ? (
        <ErrorAlert size="sm" onRetry={() => void members.refetch()}>
          {TEXT.loadFailed}
        </ErrorAlert>
      ) : (
        <>
          <Table
            caption={`Thành viên của nhóm ${groupName}`}
            columns={columns}
            rows={members.data?.data ?? []}
            rowKey={(m) => m.id}
            loading={!members.data}
            empty={name ? 'Không có thành viên nào khớp với tìm kiếm' : 'Nhóm chưa có thành viên nào'}
          />
          {members.data && <Pagination page={page} perPage={GROUP_MEMBERS_PER_PAGE} total={members.data.pagination.total} onChange={setPage} />}
        </>
      )}
      {adding && <AddStudentsDialog onClose={() => setAdding(false)} schoolId={schoolId} groupId={groupId} groupName={groupName} />}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
        loading={remove.isPending}
        danger
        title="Xoá khỏi nhóm"
        message={
          removing
            ? removing.role === 'student'
              ? `Xoá ${fullName(removing)} khỏi nhóm ${groupName}? Bài làm, điểm và nhận xét của em vẫn được giữ.`
              : `Xoá ${fullName(removing)} khỏi các giáo viên của nhóm ${groupName}?`
            : ''
        }
        confirmLabel="Xoá khỏi nhóm"
      />
    </div>
  );
}
