// /{schoolId}/member/teacher and /member/student: the school's teachers or students — its figures, a search without
// diacritics, filters by group and state, a page of 12 to 500 rows sorted by any column (all on the server), rows
// ticked for the bulk bar, each member's actions, import from and export to Excel for those allowed.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { DEFAULT_MEMBER_PAGE_SIZE, DEFAULT_MEMBER_SORT, type MemberFilters } from '@/shared/member-list.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { membersQueryOptions, type MemberKind } from '../api/get-members.ts';
import type { MemberListSearch } from '../list-search.ts';
import { MemberBulkBar } from './member-bulk-bar.tsx';
import { MemberExportButton } from './member-export-button.tsx';
import { MemberFilterBar } from './member-filters.tsx';
import { MemberImportDialog } from './member-import-dialog.tsx';
import type { MemberRights } from './member-row-actions.tsx';
import { MemberStatisticsPanel } from './member-statistics-panel.tsx';
import { MembersTable } from './members-table.tsx';

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
  /** The list's address: page, page size, search, filters and sort. */
  search: MemberListSearch;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearchChange: (patch: SearchPatch<MemberListSearch>) => void;
}

export function MembersPage({ schoolId, kind, rights, userId, search, onSearchChange }: MembersPageProps) {
  const page = search.page ?? 1;
  const perPage = search.perPage ?? DEFAULT_MEMBER_PAGE_SIZE;
  const filters: MemberFilters = { name: search.name, group: search.group, status: search.status, sort: search.sort };
  // useQuery, not suspense: the filters and pager stay on screen while another page of the list loads.
  const list = useQuery(membersQueryOptions(schoolId, kind, { page, perPage, ...filters }));
  // Ticks belong to the page on screen: another page, search, filter or order starts with none.
  const [selection, setSelection] = useState<RowSelectionState>({});
  const listKey = JSON.stringify([kind, page, perPage, filters]);
  useEffect(() => setSelection({}), [listKey]);
  const [importing, setImporting] = useState(false);
  const pagination = list.data?.pagination;
  const rows = list.data?.data ?? [];
  const ids = rows.filter((m) => selection[String(m.id)]).map((m) => m.id);
  const { title, empty } = TITLES[kind];
  const filtered = Boolean(search.name || search.group !== undefined || search.status);
  const go = (patch: SearchPatch<MemberListSearch>) => onSearchChange({ page: 1, ...patch });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <SearchBox label="Tìm theo tên hoặc email" value={search.name ?? ''} onSearch={(text) => go({ name: text || undefined })} />
          <MemberExportButton schoolId={schoolId} kind={kind} filters={filters} />
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
      <MemberStatisticsPanel schoolId={schoolId} kind={kind} />
      <MemberFilterBar schoolId={schoolId} kind={kind} filters={filters} perPage={perPage} onChange={go} />
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <>
          {ids.length > 0 && <MemberBulkBar schoolId={schoolId} kind={kind} ids={ids} rights={rights} onDone={() => setSelection({})} />}
          <MembersTable
            schoolId={schoolId}
            kind={kind}
            rows={rows}
            userId={userId}
            rights={rights}
            sort={search.sort ?? DEFAULT_MEMBER_SORT}
            onSortChange={(sort) => go({ sort })}
            selection={selection}
            onSelectionChange={setSelection}
            firstNumber={(page - 1) * perPage + 1}
            loading={list.isPending}
            caption={`Danh sách ${title.toLowerCase()}`}
            empty={filtered ? TEXT.noMatch : empty}
          />
          {pagination && <Pagination page={page} perPage={pagination.perPage} total={pagination.total} onChange={(p) => onSearchChange({ page: p })} />}
        </>
      )}
      {rights.create && <MemberImportDialog open={importing} onClose={() => setImporting(false)} schoolId={schoolId} kind={kind} />}
    </div>
  );
}
