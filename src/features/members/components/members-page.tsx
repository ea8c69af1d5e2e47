// /{schoolId}/member/teacher and /member/student: the school's teachers or students, searchable and paginated, with
// "Thêm" and each member's actions for those allowed.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { formatPhone } from '@/lib/format.ts';
import { membersQueryOptions, type Member, type MemberKind } from '../api/get-members.ts';
import { fullName, positionLabel } from '../member-format.ts';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { MemberBulkBar } from './member-bulk-bar.tsx';
import { MemberImportDialog } from './member-import-dialog.tsx';
import { MemberRowActions, type MemberRights } from './member-row-actions.tsx';

const TITLES: Record<MemberKind, { title: string; empty: string }> = {
  teacher: { title: 'Giáo viên', empty: 'Chưa có giáo viên nào' },
  student: { title: 'Học sinh', empty: 'Chưa có học sinh nào' },
};

export interface MembersPageProps {
  schoolId: number;
  kind: MemberKind;
  /** What the caller may do with this kind of member; the server checks each too. */
  rights: MemberRights & { create: boolean };
  /** The caller: never locked or removed from their own list. */
  userId: number;
  page: number;
  name: string;
  onSearchChange: (next: { page: number; name: string }) => void;
}

export function MembersPage({ schoolId, kind, rights, userId, page, name, onSearchChange }: MembersPageProps) {
  // useQuery, not suspense: the filters and pager stay on screen while another page of the list loads.
  const list = useQuery(membersQueryOptions(schoolId, kind, { page, name: name || undefined }));
  // Ticks belong to the page on screen: another page or search starts with none.
  const [selected, setSelected] = useState<number[]>([]);
  useEffect(() => setSelected([]), [page, name, kind]);
  const pagination = list.data?.pagination;
  const rows = list.data?.data ?? [];
  const selectable = rights.update || rights.delete;
  const pageIds = rows.filter((m) => m.id !== userId).map((m) => m.id);
  const allTicked = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const toggle = (id: number) => setSelected((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  const columns: Column<Member>[] = [
    ...(selectable
      ? [
          {
            key: 'select',
            className: 'w-12',
            header: (
              <input
                type="checkbox"
                aria-label="Chọn tất cả trên trang này"
                className="size-5 accent-brand-700"
                checked={allTicked}
                onChange={() => setSelected(allTicked ? [] : pageIds)}
              />
            ),
            cell: (m: Member) =>
              m.id === userId ? null : (
                <input
                  type="checkbox"
                  aria-label={`Chọn ${fullName(m)}`}
                  className="size-5 accent-brand-700"
                  checked={selected.includes(m.id)}
                  onChange={() => toggle(m.id)}
                />
              ),
          },
        ]
      : []),
    { key: 'index', header: 'STT', className: 'w-14', cell: (_, i) => (page - 1) * (pagination?.perPage ?? 0) + i + 1 },
    { key: 'name', header: 'Họ và tên', cell: (m) => <span className="font-medium text-slate-900">{fullName(m)}</span> },
    { key: 'email', header: 'Email', cell: (m) => m.email },
    { key: 'phone', header: 'Số điện thoại', cell: (m) => formatPhone(m.phone) || '—' },
    ...(kind === 'teacher' ? [{ key: 'position', header: 'Chức vụ', cell: (m: Member) => positionLabel(m.position) }] : []),
    { key: 'groups', header: 'Nhóm học tập', cell: (m) => m.groups.map((g) => g.name).join(', ') || '—' },
    {
      key: 'status',
      header: 'Trạng thái',
      cell: (m) => (m.isActive ? <span className="text-green-700">Đang hoạt động</span> : <span className="text-slate-500">Đã khoá</span>),
    },
    ...(rights.update || rights.delete
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Thao tác</span>,
            className: 'w-32',
            cell: (m: Member) => <MemberRowActions schoolId={schoolId} kind={kind} member={m} rights={rights} self={m.id === userId} />,
          },
        ]
      : []),
  ];
  const { title, empty } = TITLES[kind];
  const [importing, setImporting] = useState(false);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <SearchBox label="Tìm theo tên hoặc email" value={name} onSearch={(text) => onSearchChange({ page: 1, name: text })} />
          {rights.create && (
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Nhập từ Excel
            </Button>
          )}
          {rights.create && (
            <Link
              to={kind === 'teacher' ? '/$schoolId/member/teacher/add' : '/$schoolId/member/student/add'}
              params={{ schoolId: String(schoolId) }}
              className={buttonClass()}
            >
              {kind === 'teacher' ? 'Thêm giáo viên' : 'Thêm học sinh'}
            </Link>
          )}
        </div>
      </div>
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <>
          {selected.length > 0 && <MemberBulkBar schoolId={schoolId} kind={kind} ids={selected} rights={rights} onDone={() => setSelected([])} />}
          <Table
            caption={`Danh sách ${title.toLowerCase()}`}
            columns={columns}
            rows={rows}
            rowKey={(m) => m.id}
            loading={list.isPending}
            empty={name ? 'Không tìm thấy kết quả phù hợp' : empty}
          />
          {pagination && <Pagination page={page} perPage={pagination.perPage} total={pagination.total} onChange={(p) => onSearchChange({ page: p, name })} />}
          {rights.create && <MemberImportDialog open={importing} onClose={() => setImporting(false)} schoolId={schoolId} kind={kind} />}
        </>
      )}
    </div>
  );
}
