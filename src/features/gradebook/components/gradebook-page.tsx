// /{schoolId}/school-group/{id}/bang-diem: the group's gradebook — students × exams and missions, scores out of 10,
// missing work red, work waiting for grading amber, late work marked — sorted by any column (TanStack Table), filtered
// by name, by missing or late work and by kind, and exported to .xlsx.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { createSortedRowModel, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type SortFn, type SortingState } from '@tanstack/react-table';
import { Button, backLinkClass } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { formatClock, formatNumber } from '@/lib/format.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { GradebookCell, GradebookColumn, GradebookRow } from '@/shared/gradebook.ts';
import { gradebookQueryOptions } from '../api/get-gradebook.ts';
import {
  cellDescription,
  cellRank,
  cellText,
  compareNames,
  fullName,
  visibleColumns,
  visibleRows,
  type ColumnFilter,
  type GradebookFilters,
  type RowFilter,
} from '../gradebook-view.ts';

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
type Features = typeof features;

const byValue: SortFn<Features, GradebookRow> = (a, b, id) => a.getValue<number>(id) - b.getValue<number>(id);
const byName: SortFn<Features, GradebookRow> = (a, b) => compareNames(a.original, b.original);

const CELL_TONE: Record<GradebookCell['state'], string> = {
  done: 'text-slate-900',
  pending: 'bg-amber-50 text-amber-900',
  doing: 'text-slate-600',
  notStarted: 'text-slate-400',
  missing: 'bg-red-50 font-medium text-red-700',
};

function WorkCell({ cell }: { cell: GradebookCell | undefined }) {
  if (!cell) return null;
  return (
    <span title={cellDescription(cell)} className="flex flex-col items-center leading-tight">
      <span aria-hidden>{cellText(cell)}</span>
      <span className="sr-only">{cellDescription(cell)}</span>
      {cell.late && (
        <span aria-hidden className="text-xs font-medium text-red-700">
          muộn
        </span>
      )}
      {cell.state === 'pending' && (
        <span aria-hidden className="text-xs">
          chờ chấm
        </span>
      )}
    </span>
  );
}

function columnHeader(c: GradebookColumn) {
  return (
    <span className="block min-w-24 text-left">
      <span className="block text-xs font-normal text-slate-500">{c.kind === 'exam' ? 'Bài thi' : 'Nhiệm vụ'}</span>
      <span className="line-clamp-2">{c.title}</span>
      {c.dueAt && <span className="block text-xs font-normal text-slate-500">Hạn {formatClock(c.dueAt)}</span>}
    </span>
  );
}

export function GradebookPage({ schoolId, groupId }: { schoolId: number; groupId: number }) {
  // useQuery, not suspense: a gradebook that cannot load says so in place, with a retry.
  const book = useQuery(gradebookQueryOptions(schoolId, groupId));
  const [filters, setFilters] = useState<GradebookFilters>({ search: '', rows: 'all', columns: 'all' });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [exporting, setExporting] = useState(false);
  const data = book.data;

  const rows = useMemo(() => (data ? visibleRows(data.rows, filters) : []), [data, filters]);
  const columns = useMemo<ColumnDef<Features, GradebookRow>[]>(() => {
    const work = data ? visibleColumns(data.columns, filters.columns) : [];
    return [
      { id: 'name', header: 'Học sinh', accessorFn: (r) => fullName(r.student), sortFn: byName, cell: (info) => info.getValue<string>() },
      ...work.map((c): ColumnDef<Features, GradebookRow> => ({
        id: c.key,
        header: () => columnHeader(c),
        accessorFn: (r) => cellRank(r.cells[c.key]),
        sortFn: byValue,
        sortDescFirst: true,
        cell: (info) => <WorkCell cell={info.row.original.cells[c.key]} />,
      })),
      {
        id: 'average',
        header: 'Điểm TB',
        accessorFn: (r) => r.average ?? -1,
        sortFn: byValue,
        sortDescFirst: true,
        cell: (info) => <strong>{info.row.original.average === null ? '—' : formatNumber(info.row.original.average, 1)}</strong>,
      },
    ];
  }, [data, filters.columns]);
  const table = useTable({ features, columns, data: rows, state: { sorting }, onSortingChange: setSorting });

  if (book.isPending) return <PageSpinner />;
  if (!data) return <ErrorAlert onRetry={() => void book.refetch()}>{TEXT.loadFailed}</ErrorAlert>;

  const exportXlsx = async () => {
    setExporting(true);
    try {
      const { downloadGradebook } = await import('../gradebook-xlsx.ts');
      await downloadGradebook(data);
    } catch (e) {
      handleApiError(e);
    } finally {
      setExporting(false);
    }
  };
  const set = <K extends keyof GradebookFilters>(key: K, value: GradebookFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link to="/$schoolId/school-group/$id" params={{ schoolId: String(schoolId), id: String(groupId) }} className={backLinkClass}>
            ← Đề thi của nhóm
          </Link>
          <h1 className="text-2xl font-semibold text-slate-900">Bảng điểm {data.group.name}</h1>
          <p className="text-sm text-slate-500">
            {data.rows.length} học sinh · {data.columns.length} bài thi và nhiệm vụ · thang điểm 10 · cập nhật lúc {formatClock(data.generatedAt)}
          </p>
        </div>
        <Button onClick={() => void exportXlsx()} loading={exporting} disabled={data.rows.length === 0}>
          Xuất Excel (.xlsx)
        </Button>
      </div>
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <TextField label="Tìm học sinh" placeholder="Tên hoặc email" value={filters.search} onChange={(e) => set('search', e.target.value)} />
        <SelectField
          label="Học sinh"
          value={filters.rows}
          onChange={(e) => set('rows', e.target.value as RowFilter)}
          options={[
            { value: 'all', label: 'Tất cả học sinh' },
            { value: 'missing', label: 'Còn thiếu bài' },
            { value: 'late', label: 'Có bài nộp muộn' },
          ]}
        />
        <SelectField
          label="Cột điểm"
          value={filters.columns}
          onChange={(e) => set('columns', e.target.value as ColumnFilter)}
          options={[
            { value: 'all', label: 'Bài thi và nhiệm vụ' },
            { value: 'exam', label: 'Chỉ bài thi' },
            { value: 'mission', label: 'Chỉ nhiệm vụ' },
          ]}
        />
      </div>
      {data.rows.length === 0 ? (
        <EmptyState title="Nhóm chưa có học sinh nào" />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Bảng điểm {data.group.name}</caption>
            <thead className="bg-slate-50">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const sticky = header.column.id === 'name' ? 'sticky left-0 z-10 bg-slate-50' : '';
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                        className={`px-2 py-2 align-bottom font-semibold text-slate-700 ${sticky}`}
                      >
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="flex w-full items-end gap-1 rounded px-1 text-left hover:bg-slate-100 pointer-coarse:min-h-11"
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden className="text-xs text-slate-400">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-slate-100">
              {table.getRowModel().rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-500">
                    Không có học sinh nào khớp bộ lọc
                  </td>
                </tr>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <tr key={row.original.student.id}>
                    {row.getAllCells().map((cell) => {
                      const key = cell.column.id;
                      const work = row.original.cells[key];
                      const tone = key === 'name' ? 'sticky left-0 bg-white text-left font-medium text-slate-900' : work ? CELL_TONE[work.state] : '';
                      const Tag = key === 'name' ? 'th' : 'td';
                      return (
                        <Tag key={cell.id} scope={key === 'name' ? 'row' : undefined} className={`whitespace-nowrap px-3 py-2 text-center ${tone}`}>
                          <table.FlexRender cell={cell} />
                        </Tag>
                      );
                    })}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-red-100 align-middle" aria-hidden /> Thiếu bài: chưa nộp khi đã hết hạn
        </span>
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-amber-100 align-middle" aria-hidden /> Chờ chấm: điểm tạm tính
        </span>
        <span>“muộn”: nộp sau hạn</span>
        <span>Điểm TB: trung bình các điểm đã chấm xong</span>
      </p>
    </div>
  );
}
