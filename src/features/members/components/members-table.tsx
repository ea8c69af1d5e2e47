// One page of a school's teachers or students as a real table (TanStack Table): headers sort through the server (the
// list's sort parameter), rows are ticked for the bulk bar (the header box ticks the whole page, shift-click a range),
// each row has its actions. A long page (a school may show 500 a page) renders only the rows in view (TanStack
// Virtual) inside a scroll box with a sticky header; screen readers still hear the page's row count and each row's
// place (aria-rowcount, aria-rowindex), and tabbing through the rows scrolls the next ones in.
import { useEffect, useMemo, useRef } from 'react';
import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Column,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatPhone } from '@/lib/format.ts';
import { DEFAULT_MEMBER_SORT, type MemberSort, type MemberSortKey } from '@/shared/member-list.ts';
import type { MemberKind } from '@/shared/member.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { Member } from '../api/get-members.ts';
import { fullName, positionLabel } from '../member-format.ts';
import { MemberRowActions, type MemberRights } from './member-row-actions.tsx';

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
type Features = typeof features;

/** Above this many rows a page scrolls in its own box and renders only what is in view. */
export const VIRTUAL_FROM = 40;
/** A row's height before it is measured (a touch screen's rows are taller; each is measured once shown). */
const ROW_ESTIMATE = 49;

const toSorting = (sort: MemberSort): SortingState => [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
const toSort = (sorting: SortingState): MemberSort => {
  const first = sorting[0];
  return first ? (`${first.desc ? '-' : ''}${first.id as MemberSortKey}` as MemberSort) : DEFAULT_MEMBER_SORT;
};

export interface MembersTableProps {
  schoolId: number;
  kind: MemberKind;
  rows: Member[];
  /** The caller: never ticked, locked or removed from their own list. */
  userId: number;
  rights: MemberRights;
  sort: MemberSort;
  onSortChange: (sort: MemberSort) => void;
  selection: RowSelectionState;
  onSelectionChange: (next: RowSelectionState) => void;
  /** The number (STT) of the page's first row. */
  firstNumber: number;
  loading: boolean;
  caption: string;
  empty: string;
}

export function MembersTable(props: MembersTableProps) {
  const { schoolId, kind, rows, userId, rights, sort, selection, firstNumber, loading, caption, empty } = props;
  const selectable = rights.update || rights.delete;
  const columns = useMemo<ColumnDef<Features, Member>[]>(
    () => [
      ...(selectable
        ? [
            {
              id: 'select',
              enableSorting: false,
              header: ({ table }) => (
                <input
                  type="checkbox"
                  aria-label="Chọn tất cả trên trang này"
                  className="size-5 accent-brand-700"
                  checked={table.getIsAllRowsSelected()}
                  ref={(el) => {
                    if (el) el.indeterminate = table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected();
                  }}
                  onChange={table.getToggleAllRowsSelectedHandler()}
                />
              ),
              cell: ({ row }) =>
                row.getCanSelect() ? (
                  <input
                    type="checkbox"
                    aria-label={`Chọn ${fullName(row.original)}`}
                    className="size-5 accent-brand-700"
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                ) : null,
            } satisfies ColumnDef<Features, Member>,
          ]
        : []),
      { id: 'index', header: 'STT', enableSorting: false, cell: ({ row }) => firstNumber + row.index },
      {
        id: 'name',
        header: 'Họ và tên',
        // Sortable columns need a value (the server sorts; the table only keeps the state).
        accessorFn: (m) => fullName(m),
        cell: ({ row }) => <span className="font-medium text-slate-900">{fullName(row.original)}</span>,
      },
      { id: 'email', header: 'Email', accessorFn: (m) => m.email, cell: ({ row }) => <span className="break-all">{row.original.email}</span> },
      { id: 'phone', header: 'Số điện thoại', enableSorting: false, cell: ({ row }) => formatPhone(row.original.phone) || '—' },
      ...(kind === 'teacher'
        ? [
            { id: 'position', header: 'Chức vụ', accessorFn: (m) => m.position, cell: ({ row }) => positionLabel(row.original.position) } satisfies ColumnDef<
              Features,
              Member
            >,
          ]
        : []),
      {
        id: 'group',
        header: kind === 'student' ? 'Lớp' : 'Nhóm học tập',
        accessorFn: (m) => m.groups[0]?.name ?? '',
        cell: ({ row }) => row.original.groups.map((g) => g.name).join(', ') || '—',
      },
      {
        id: 'status',
        header: 'Trạng thái',
        accessorFn: (m) => m.isActive,
        cell: ({ row }) => (row.original.isActive ? <span className="text-green-700">Đang hoạt động</span> : <span className="text-slate-500">Đã khoá</span>),
      },
      ...(selectable
        ? [
            {
              id: 'actions',
              enableSorting: false,
              header: () => <span className="sr-only">Thao tác</span>,
              cell: ({ row }) => <MemberRowActions schoolId={schoolId} kind={kind} member={row.original} rights={rights} self={row.original.id === userId} />,
            } satisfies ColumnDef<Features, Member>,
          ]
        : []),
    ],
    [selectable, kind, firstNumber, schoolId, rights, userId],
  );

  // The order asked for last. Until the list has loaded in that order, the header shows the one before: a second click
  // on the same header meanwhile must turn the order asked for, not ask for the same one again.
  const asked = useRef(sort);
  useEffect(() => {
    asked.current = sort;
  }, [sort]);
  const askSort = (column: Column<Features, Member>) => {
    const last = asked.current;
    column.toggleSorting(last === column.id ? true : last === `-${column.id}` ? false : column.getFirstSortDir() === 'desc');
  };

  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (m) => String(m.id),
    state: { sorting: toSorting(sort), rowSelection: selection },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      asked.current = toSort(typeof updater === 'function' ? updater(toSorting(asked.current)) : updater);
      props.onSortChange(asked.current);
    },
    enableRowSelection: (row) => row.original.id !== userId,
    onRowSelectionChange: (updater) => props.onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (i) => rows[i]?.id ?? i,
    overscan: 8,
  });
  const tableRows = table.getRowModel().rows;
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const padTop = items?.[0]?.start ?? 0;
  const padBottom = items ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const visible = items
    ? items.flatMap((i) => (tableRows[i.index] ? [{ row: tableRows[i.index]!, index: i.index }] : []))
    : tableRows.map((row, index) => ({ row, index }));
  const columnCount = columns.length;

  return (
    <div
      ref={scrollRef}
      // A box that scrolls must be reachable from the keyboard, and then needs a name.
      {...(virtual ? { tabIndex: 0, role: 'region', 'aria-label': `${caption}, cuộn để xem thêm` } : {})}
      className={`overflow-auto rounded-lg border border-slate-200 bg-white ${virtual ? 'max-h-[70vh] overscroll-contain' : ''}`}
    >
      <table className="min-w-full text-sm" aria-rowcount={rows.length + 1} aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const sortable = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                    className={`sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-4 py-3 text-left font-semibold whitespace-nowrap text-slate-600 ${
                      header.column.id === 'select' ? 'w-12' : header.column.id === 'index' ? 'w-14' : ''
                    }`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => askSort(header.column)}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:bg-slate-200 pointer-coarse:min-h-11"
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden className="text-xs text-slate-400">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading && rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="px-4 py-8 text-center text-brand-700">
                <Spinner /> <span className="ml-2 text-slate-500">{TEXT.loading}</span>
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="px-4 py-8 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            <>
              {padTop > 0 && (
                <tr aria-hidden="true">
                  <td colSpan={columnCount} style={{ height: padTop, padding: 0 }} />
                </tr>
              )}
              {visible.map(({ row, index }) => (
                <tr
                  key={row.id}
                  data-index={index}
                  ref={virtual ? virtualizer.measureElement : undefined}
                  aria-rowindex={index + 2}
                  className={row.getIsSelected() ? 'bg-brand-50' : undefined}
                >
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-3 text-slate-700">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
              {padBottom > 0 && (
                <tr aria-hidden="true">
                  <td colSpan={columnCount} style={{ height: padBottom, padding: 0 }} />
                </tr>
              )}
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
