// "Thêm học sinh": the school's students, searched by name or email, ticked across searches and pages, then added
// together. Someone already in the group or locked out of the school cannot be ticked, and says why.
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
import { schoolStudentsQueryOptions, STUDENTS_PER_PAGE, type SchoolStudent } from '../api/get-school-students.ts';
import { useAddGroupMembers } from '../api/group-members.ts';

export interface AddStudentsDialogProps {
  onClose: () => void;
  schoolId: number;
  groupId: number;
  groupName: string;
}

/** Mounted only while open, so each opening starts with nothing ticked. */
export function AddStudentsDialog({ onClose, schoolId, groupId, groupName }: AddStudentsDialogProps) {
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<number, SchoolStudent>>(new Map());
  const students = useQuery(schoolStudentsQueryOptions(schoolId, { page, name }));
  const add = useAddGroupMembers(schoolId, groupId);

  const toggle = (s: SchoolStudent, on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (on) next.set(s.id, s);
      else next.delete(s.id);
      return next;
    });

  const submit = async () => {
    try {
      const { added } = await add.mutateAsync({ userIds: [...picked.keys()], role: 'student' });
      toast.success(`Đã thêm ${added} học sinh vào nhóm ${groupName}`);
      onClose();
    } catch {
      // Shown in the dialog (add.error), with the ticks kept.
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Thêm học sinh"
      width={640}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            Huỷ
          </Button>
          <Button onClick={() => void submit()} disabled={picked.size === 0} loading={add.isPending}>
            {picked.size ? `Thêm ${picked.size} học sinh` : 'Thêm học sinh'}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <SearchBox
          label="Tìm học sinh theo tên hoặc email"
          value={name}
          onSearch={(text) => {
            setName(text);
            setPage(1);
          }}
        />
        {add.isError && (
          <ErrorAlert size="sm" className="w-full">
            {apiErrorText(add.error)}
          </ErrorAlert>
        )}
        {picked.size > 0 && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {`Đã chọn: ${[...picked.values()].map((s) => `${s.last_name} ${s.first_name}`).join(', ')}`}
          </p>
        )}
        {!students.data ? (
          students.isError ? (
            <ErrorAlert size="sm" onRetry={() => void students.refetch()}>
              {TEXT.loadFailed}
            </ErrorAlert>
          ) : (
            <Spinner />
          )
        ) : students.data.data.length === 0 ? (
          <EmptyState title={name ? 'Không có học sinh nào khớp với tìm kiếm' : 'Trường chưa có học sinh nào'} />
        ) : (
          <>
            <ul aria-label="Học sinh của trường" className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-busy={students.isFetching}>
              {students.data.data.map((s) => {
                const inGroup = s.groups.some((g) => g.id === groupId);
                const why = inGroup ? 'Đã ở trong nhóm' : !s.isActive ? 'Đã bị khoá trong trường' : null;
                return (
                  <li key={s.id}>
                    <label
                      className={`flex min-h-11 items-center gap-3 px-3 py-2 text-sm ${why ? 'text-slate-500' : 'cursor-pointer text-slate-800 hover:bg-slate-50'}`}
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        checked={inGroup || picked.has(s.id)}
                        disabled={why !== null}
                        onChange={(e) => toggle(s, e.target.checked)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="font-medium">{`${s.last_name} ${s.first_name}`}</span>
                        <span className="block truncate text-xs text-slate-600">{s.email}</span>
                      </span>
                      {why && <span className="text-xs text-slate-600">{why}</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
            <Pagination page={page} perPage={STUDENTS_PER_PAGE} total={students.data.pagination.total} onChange={setPage} />
          </>
        )}
      </div>
    </Dialog>
  );
}
