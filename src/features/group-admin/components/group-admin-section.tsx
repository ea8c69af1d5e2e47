// "Quản lý nhóm" on a group's teaching page, for those who may change it (its teachers holding school_group.update or
// .delete, and the school's overseers): its details and teachers (edited in a dialog), its lock, deleting it (the
// server refuses while it has work, and says what), and its members.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { apiErrorText, handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { GroupPerson, SchoolGroupDetail } from '@/shared/schemas/school-group.ts';
import { groupQueryOptions } from '../api/get-group.ts';
import { useGroupAction } from '../api/group-actions.ts';
import { GroupFormDialog } from './group-form-dialog.tsx';
import { GroupMembers } from './group-members.tsx';

export interface GroupAdminSectionProps {
  schoolId: number;
  groupId: number;
  me: GroupPerson;
  /** After the group is deleted: its page no longer exists. */
  onDeleted: () => void;
}

export function GroupAdminSection({ schoolId, groupId, me, onDeleted }: GroupAdminSectionProps) {
  const group = useQuery(groupQueryOptions(schoolId, groupId));
  // Not this caller's to manage (a group she does not teach), or gone: the section is simply not there.
  if (group.isError && isApiError(group.error) && [403, 404].includes(group.error.status)) return null;
  if (group.data && !group.data.may.update && !group.data.may.delete) return null;
  return (
    <section aria-labelledby="group-admin" className="space-y-4">
      <h2 id="group-admin" className="text-lg font-semibold text-slate-800">
        Quản lý nhóm
      </h2>
      {group.data ? (
        <GroupAdminBody schoolId={schoolId} group={group.data} me={me} onDeleted={onDeleted} />
      ) : group.isError ? (
        <ErrorAlert onRetry={() => void group.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <Spinner />
      )}
    </section>
  );
}

function GroupAdminBody({ schoolId, group, me, onDeleted }: { schoolId: number; group: SchoolGroupDetail; me: GroupPerson; onDeleted: () => void }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const action = useGroupAction(schoolId, group.id);
  const deleteRefusal = action.isError && action.variables === 'delete' ? apiErrorText(action.error) : null;

  const toggleLock = async () => {
    try {
      await action.mutateAsync(group.isLocked ? 'unlock' : 'lock');
      toast.success(group.isLocked ? `Đã mở khoá nhóm ${group.name}` : `Đã khoá nhóm ${group.name}`);
    } catch (e) {
      handleApiError(e);
    }
  };

  const confirmDelete = async () => {
    try {
      await action.mutateAsync('delete');
      toast.success(`Đã xoá nhóm ${group.name}`);
      setDeleting(false);
      onDeleted();
    } catch {
      // The refusal stays in the dialog (deleteRefusal).
    }
  };

  const details: [string, string][] = [
    ['Tên nhóm', group.name],
    ['Khối lớp', group.grade?.name ?? 'Chưa chọn'],
    ['Môn học', group.subject?.name ?? 'Chưa chọn'],
    ['Giáo viên', group.teachers.map((x) => `${x.last_name} ${x.first_name}`).join(', ')],
    ['Số học sinh', String(group.studentCount)],
  ];

  return (
    <>
      <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-center gap-2">
          {group.isLocked ? <Badge tone="warning">Đã khoá: không nhận thêm thành viên</Badge> : <Badge tone="success">Đang mở: nhận thêm thành viên</Badge>}
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          {group.may.update && (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Sửa nhóm
              </Button>
              <Button variant="secondary" onClick={() => void toggleLock()} loading={action.isPending && action.variables !== 'delete'}>
                {group.isLocked ? 'Mở khoá nhóm' : 'Khoá nhóm'}
              </Button>
            </>
          )}
          {group.may.delete && (
            <Button
              variant="danger"
              onClick={() => {
                action.reset();
                setDeleting(true);
              }}
            >
              Xoá nhóm
            </Button>
          )}
        </div>
      </div>
      <GroupMembers schoolId={schoolId} groupId={group.id} groupName={group.name} isLocked={group.isLocked} canEdit={group.may.update} />
      {group.may.update && (
        <GroupFormDialog
          open={editing}
          onClose={() => setEditing(false)}
          schoolId={schoolId}
          group={group}
          me={me}
          onSaved={(saved) => {
            setEditing(false);
            toast.success(`Đã lưu nhóm ${saved.name}`);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={() => void confirmDelete()}
        loading={action.isPending && action.variables === 'delete'}
        danger
        title="Xoá nhóm"
        message={
          <div className="space-y-3">
            <p>{`Xoá nhóm ${group.name}? Chỉ xoá được nhóm chưa có đề thi, bài làm, nhiệm vụ, tài liệu, thông báo hay nhận xét nào; nhóm đã dùng thì hãy khoá lại.`}</p>
            {deleteRefusal && (
              <ErrorAlert size="sm" className="w-full">
                {deleteRefusal}
              </ErrorAlert>
            )}
          </div>
        }
        confirmLabel="Xoá nhóm"
      />
    </>
  );
}
