// The ticked members of a list page, acted on at once: lock, unlock, (students) move to a class, take out of the
// school after a confirmation. The server checks each one as it checks a single action and does all or none.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';
import { toast } from '@/lib/toast.ts';
import type { MemberKind } from '@/shared/member.ts';
import type { MemberBulkInput } from '@/shared/schemas/member.ts';
import { useBulkMembers } from '../api/bulk-members.ts';
import type { MemberRights } from './member-row-actions.tsx';

const DONE: Record<MemberBulkInput['action'], string> = {
  active: 'Đã mở khoá',
  inactive: 'Đã khoá',
  remove: 'Đã xoá khỏi trường',
  class: 'Đã chuyển lớp cho',
};

export function MemberBulkBar({
  schoolId,
  kind,
  ids,
  rights,
  onDone,
}: {
  schoolId: number;
  kind: MemberKind;
  ids: number[];
  rights: MemberRights;
  onDone: () => void;
}) {
  const bulk = useBulkMembers(schoolId);
  const [removing, setRemoving] = useState(false);
  const [moving, setMoving] = useState(false);
  const [groupId, setGroupId] = useState('');
  const classes = useQuery({ ...teachingGroupsQueryOptions(schoolId), enabled: moving });
  const people = kind === 'teacher' ? 'giáo viên' : 'học sinh';

  const run = async (input: Omit<MemberBulkInput, 'ids'>) => {
    try {
      const { count } = await bulk.mutateAsync({ ...input, ids });
      toast.success(`${DONE[input.action]} ${count} ${people}`);
      setRemoving(false);
      setMoving(false);
      onDone();
    } catch (e) {
      handleApiError(e);
    }
  };

  return (
    <div
      role="region"
      aria-label="Thao tác với các dòng đã chọn"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2"
    >
      <span role="status" className="mr-2 text-sm font-medium text-brand-900">{`Đã chọn ${ids.length} ${people}`}</span>
      {rights.update && (
        <>
          <Button size="sm" variant="secondary" loading={bulk.isPending} onClick={() => void run({ action: 'inactive' })}>
            Khoá
          </Button>
          <Button size="sm" variant="secondary" loading={bulk.isPending} onClick={() => void run({ action: 'active' })}>
            Mở khoá
          </Button>
          {kind === 'student' && (
            <Button size="sm" variant="secondary" onClick={() => setMoving(true)}>
              Chuyển lớp
            </Button>
          )}
        </>
      )}
      {rights.delete && (
        <Button size="sm" variant="danger" onClick={() => setRemoving(true)}>
          Xoá khỏi trường
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onDone}>
        Bỏ chọn
      </Button>
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        onConfirm={() => void run({ action: 'remove' })}
        loading={bulk.isPending}
        danger
        title="Xoá khỏi trường"
        message={`${ids.length} ${people} sẽ không còn là thành viên của trường và rời mọi lớp của trường. Tài khoản và bài làm trước đây vẫn được giữ. Xoá?`}
        confirmLabel="Xoá khỏi trường"
      />
      <Dialog
        open={moving}
        onClose={() => setMoving(false)}
        title="Chuyển lớp"
        footer={
          <>
            <Button variant="secondary" onClick={() => setMoving(false)} disabled={bulk.isPending}>
              Huỷ
            </Button>
            <Button loading={bulk.isPending} onClick={() => void run({ action: 'class', group_id: groupId === '' ? null : Number(groupId) })}>
              Chuyển
            </Button>
          </>
        }
      >
        <p className="mb-3 text-sm text-slate-700">{`${ids.length} học sinh sẽ rời các nhóm khác của trường và vào lớp đã chọn. Bài làm và điểm trước đây vẫn được giữ.`}</p>
        <SelectField
          label="Lớp mới"
          options={(classes.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          placeholder={classes.isPending ? 'Đang tải...' : 'Không xếp lớp'}
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
        />
      </Dialog>
    </div>
  );
}
