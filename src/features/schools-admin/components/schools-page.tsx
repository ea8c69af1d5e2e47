// /school: the system administrator's list of schools, searchable by name or code and filtered by status, with
// "Thêm trường", "Nhập từ Excel" and each school's actions (view, edit, switch off or on, extend, delete) for those
// allowed; "Xuất Excel" gives the list as filtered.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { fieldClass } from '@/components/ui/text-field.tsx';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { isSchoolOpen, schoolsQueryOptions, type SchoolRow, type SchoolStatusFilter } from '../api/get-schools.ts';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { SchoolRowActions, type SchoolRights } from './school-row-actions.tsx';
import { SchoolImportDialog } from './school-import-dialog.tsx';
import { exportSchools } from '../api/export-schools.ts';
import { asciiFileName, downloadBlob } from '@/lib/download.ts';
import { handleApiError } from '@/lib/errors.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Tất cả' },
  { value: 'active', label: 'Đang hoạt động' },
  { value: 'expiring', label: 'Sắp hết hạn (30 ngày)' },
  { value: 'expired', label: 'Hết hạn' },
];

export interface SchoolsPageProps {
  page: number;
  name: string;
  status: SchoolStatusFilter;
  /** What the caller may do with schools (system permissions school.create/update/delete); the server checks each. */
  rights: SchoolRights & { create: boolean };
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearchChange: (patch: SearchPatch<{ page: number; name: string; status: SchoolStatusFilter }>) => void;
}

export function SchoolsPage({ page, name, status, rights, onSearchChange }: SchoolsPageProps) {
  // useQuery, not suspense: the filters and pager stay on screen while another page of the list loads.
  const list = useQuery(schoolsQueryOptions({ page, name: name || undefined, status }));
  const pagination = list.data?.pagination;
  const searchId = useId();
  const [text, setText] = useState(name);
  const [shownName, setShownName] = useState(name);
  // The address changed by other means (back button): show its search text.
  if (shownName !== name) {
    setShownName(name);
    setText(name);
  }

  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    try {
      downloadBlob(await exportSchools({ name: name || undefined, status }), `Danh-sach-truong-${asciiFileName(formatDate(new Date()))}.xlsx`);
    } catch (e) {
      handleApiError(e);
    } finally {
      setExporting(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearchChange({ page: 1, name: text.trim() });
  };

  const columns: Column<SchoolRow>[] = [
    { key: 'index', header: 'STT', className: 'w-14', cell: (_, i) => (page - 1) * (pagination?.perPage ?? 0) + i + 1 },
    { key: 'name', header: 'Tên trường', cell: (s) => <span className="font-medium text-slate-900">{s.name}</span> },
    { key: 'code', header: 'Mã trường', cell: (s) => s.code },
    { key: 'address', header: 'Địa chỉ', cell: (s) => s.address || '—' },
    { key: 'members', header: 'Thành viên', className: 'text-right', cell: (s) => formatNumber(s.memberCount) },
    { key: 'expires', header: 'Ngày hết hạn', cell: (s) => formatDate(s.expiresAt) },
    {
      key: 'status',
      header: 'Trạng thái',
      cell: (s) => (isSchoolOpen(s) ? <Badge tone="success">Đang hoạt động</Badge> : <Badge tone="danger">{TEXT.schoolExpiredBadge}</Badge>),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Thao tác</span>,
      // The menu button keeps "Thao tác" on one line at 1024 px.
      className: 'w-32 whitespace-nowrap',
      cell: (s) => <SchoolRowActions school={s} rights={rights} />,
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Hệ thống trường học</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" loading={exporting} onClick={() => void exportList()}>
            Xuất Excel
          </Button>
          {rights.create && (
            <>
              <Button variant="secondary" onClick={() => setImporting(true)}>
                Nhập từ Excel
              </Button>
              <Link to="/school/add" className={buttonClass()}>
                Thêm trường
              </Link>
            </>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form role="search" onSubmit={submit} className="flex w-full max-w-md gap-2">
          <label htmlFor={searchId} className="sr-only">
            Tìm theo tên hoặc mã trường
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Tìm theo tên hoặc mã trường"
            className={fieldClass(false)}
          />
          <Button type="submit" variant="secondary">
            Tìm kiếm
          </Button>
        </form>
        <SelectField
          label="Trạng thái"
          className="w-48"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(e) => onSearchChange({ page: 1, status: e.target.value as SchoolStatusFilter })}
        />
      </div>
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <>
          <Table
            caption="Danh sách trường học"
            columns={columns}
            rows={list.data?.data ?? []}
            rowKey={(s) => s.id}
            loading={list.isPending}
            empty={name ? 'Không tìm thấy trường học phù hợp' : 'Chưa có trường học nào'}
          />
          {pagination && <Pagination page={page} perPage={pagination.perPage} total={pagination.total} onChange={(p) => onSearchChange({ page: p })} />}
        </>
      )}
      {rights.create && <SchoolImportDialog open={importing} onClose={() => setImporting(false)} />}
    </div>
  );
}
