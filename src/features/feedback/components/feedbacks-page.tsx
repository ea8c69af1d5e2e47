// /feedbacks: the system administrators' list of users' feedback, newest first, filtered by status (with how many in
// each) and kind, searched without accents over subject, message, sender and school, paged; a feedback opens in a
// dialog where its status is changed and a reply written.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { FEEDBACK_KIND_LABELS, FEEDBACK_KINDS, FEEDBACK_STATUS_LABELS, FEEDBACK_STATUSES, type FeedbackRow } from '@/shared/feedback.ts';
import { feedbacksQueryOptions } from '../api/get-feedbacks.ts';
import type { FeedbacksSearch } from '../feedbacks-search.ts';
import { FeedbackDetailDialog } from './feedback-detail-dialog.tsx';
import { STATUS_TONES } from '../status-tones.ts';

export interface FeedbacksPageProps {
  search: FeedbacksSearch;
  /** feedback.update: the status and the reply may be changed (the server checks too). */
  canUpdate: boolean;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearchChange: (patch: SearchPatch<FeedbacksSearch>) => void;
}

const KIND_OPTIONS = FEEDBACK_KINDS.map((k) => ({ value: k, label: FEEDBACK_KIND_LABELS[k] }));
const nameOf = (p: { first_name: string; last_name: string }) => `${p.last_name} ${p.first_name}`.trim();

export function FeedbacksPage({ search, canUpdate, onSearchChange }: FeedbacksPageProps) {
  const page = search.page ?? 1;
  // useQuery, not suspense: the filters and pager stay on screen while another page loads.
  const list = useQuery(feedbacksQueryOptions({ page, status: search.status, kind: search.kind, q: search.q }));
  const [openId, setOpenId] = useState<number | null>(null);
  const counts = list.data?.counts;
  const filtered = Boolean(search.q || search.kind || search.status);

  // Four columns, so the list fits beside the menu at 1024 px: the kind rides with the subject, the school with the sender.
  const columns: Column<FeedbackRow>[] = [
    { key: 'sent', header: 'Ngày gửi', className: 'w-28', cell: (f) => formatDateTime(f.createdAt) },
    {
      key: 'subject',
      header: 'Nội dung',
      cell: (f) => (
        <div className="min-w-48">
          <Badge tone="neutral">{FEEDBACK_KIND_LABELS[f.kind]}</Badge>
          <button
            type="button"
            onClick={() => setOpenId(f.id)}
            className="mt-1 block min-h-11 text-left font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 md:min-h-0"
          >
            {f.subject}
          </button>
          <p className="line-clamp-2 text-xs text-slate-500">{f.excerpt}</p>
        </div>
      ),
    },
    {
      key: 'author',
      header: 'Người gửi',
      cell: (f) => (
        <div className="min-w-40">
          {f.author ? (
            <>
              <p className="text-slate-900">{nameOf(f.author)}</p>
              <p className="text-xs break-all text-slate-500">{f.author.email}</p>
            </>
          ) : (
            <p className="text-slate-500">Tài khoản đã xoá</p>
          )}
          <p className="mt-1 text-xs text-slate-600">{f.school?.name ?? 'Không thuộc trường nào'}</p>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Trạng thái',
      className: 'w-28',
      cell: (f) => (
        <div className="space-y-1">
          <Badge tone={STATUS_TONES[f.status]}>{FEEDBACK_STATUS_LABELS[f.status]}</Badge>
          {f.repliedAt && <p className="text-xs whitespace-nowrap text-slate-500">Đã trả lời</p>}
        </div>
      ),
    },
  ];

  const statusButton = (value: FeedbacksSearch['status'], label: string, n: number | undefined) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={search.status === value}
      onClick={() => onSearchChange({ status: value, page: undefined })}
      className="min-h-11 rounded-full border border-slate-300 px-4 text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
    >
      {label}
      {n !== undefined && ` (${formatNumber(n)})`}
    </button>
  );

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Góp ý của người dùng</h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Lọc theo trạng thái" className="flex flex-wrap gap-2">
          {statusButton(undefined, 'Tất cả', counts && counts.new + counts.in_progress + counts.done)}
          {FEEDBACK_STATUSES.map((s) => statusButton(s, FEEDBACK_STATUS_LABELS[s], counts?.[s]))}
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 xl:w-auto">
          <FilterSelect
            label="Loại"
            value={search.kind ?? ''}
            options={KIND_OPTIONS}
            onChange={(v) => onSearchChange({ kind: (v || undefined) as FeedbacksSearch['kind'], page: undefined })}
          />
          <SearchBox
            label="Tìm theo tiêu đề, nội dung, người gửi, trường"
            value={search.q ?? ''}
            onSearch={(q) => onSearchChange({ q: q || undefined, page: undefined })}
          />
        </div>
      </div>
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <>
          <Table
            caption="Danh sách góp ý"
            columns={columns}
            rows={list.data?.data ?? []}
            rowKey={(f) => f.id}
            loading={list.isPending}
            empty={filtered ? 'Không tìm thấy góp ý phù hợp' : 'Chưa có góp ý nào'}
          />
          {list.data && (
            <Pagination
              page={page}
              perPage={list.data.pagination.perPage}
              total={list.data.pagination.total}
              onChange={(p) => onSearchChange({ page: p > 1 ? p : undefined })}
            />
          )}
        </>
      )}
      <FeedbackDetailDialog id={openId} canUpdate={canUpdate} onClose={() => setOpenId(null)} />
    </div>
  );
}
