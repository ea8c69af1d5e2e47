// /free-resources/lectures (spec §2 public routes): the lectures the system offers free, for anyone — filters by
// subject and grade, each card presenting the lecture full screen (/editor/{id}/preview_free).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CatalogueFilterBar } from '@/components/library/catalogue-filter-bar.tsx';
import { isFiltered } from '@/components/library/library-search.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import type { LibraryFilters } from '@/shared/library.ts';
import type { FreeLecture } from '@/shared/book.ts';
import { freeLecturesQueryOptions } from '../api/get-free-lectures.ts';

const PER_PAGE = 24;

function LectureCard({ lecture }: { lecture: FreeLecture }) {
  const filing = [lecture.subject?.name, lecture.grade?.name].filter(Boolean).join(' · ');
  return (
    <li>
      <Link
        to="/editor/$id/preview_free"
        params={{ id: String(lecture.id) }}
        className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {lecture.coverUrl ? (
          <img src={lecture.coverUrl} alt="" loading="lazy" className="aspect-video w-full rounded-md bg-slate-100 object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex aspect-video w-full items-center justify-center rounded-md bg-brand-50 p-3 text-center text-sm font-semibold text-brand-800"
          >
            {lecture.name}
          </span>
        )}
        <span className="line-clamp-2 font-medium text-slate-900">{lecture.name}</span>
        {filing && <span className="text-xs text-slate-500">{filing}</span>}
        <span className="mt-auto text-xs text-slate-500">{lecture.slideCount} trang chiếu · Trình chiếu</span>
      </Link>
    </li>
  );
}

export function FreeLecturesPage({ filters, onFiltersChange }: { filters: LibraryFilters; onFiltersChange: (patch: SearchPatch<LibraryFilters>) => void }) {
  const list = useQuery(freeLecturesQueryOptions({ ...filters, perPage: PER_PAGE }));
  const filtered = isFiltered(filters);
  let body;
  if (list.isError) body = <ErrorAlert onRetry={() => void list.refetch()}>{apiErrorText(list.error)}</ErrorAlert>;
  else if (!list.data) body = <PageSpinner label="Đang tải bài giảng…" />;
  else if (list.data.data.length === 0)
    body = (
      <EmptyState
        title={filtered ? 'Không có bài giảng nào khớp bộ lọc.' : 'Chưa có bài giảng miễn phí nào.'}
        description={filtered ? 'Hãy bỏ bớt điều kiện lọc.' : 'Bài giảng miễn phí sẽ xuất hiện ở đây khi quản trị hệ thống chọn.'}
      />
    );
  else
    body = (
      <>
        <ul aria-label="Bài giảng" className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
          {list.data.data.map((l) => (
            <LectureCard key={l.id} lecture={l} />
          ))}
        </ul>
        <Pagination
          page={list.data.pagination.page}
          perPage={list.data.pagination.perPage}
          total={list.data.pagination.total}
          onChange={(page) => onFiltersChange({ page: page > 1 ? page : undefined })}
        />
      </>
    );
  return (
    <div className="mx-auto max-w-7xl space-y-4 p-4 sm:p-6">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">Bài giảng miễn phí</h1>
        <p className="text-sm text-slate-600">Trình chiếu bài giảng ngay trên trình duyệt, không cần đăng nhập.</p>
      </div>
      <CatalogueFilterBar filters={filters} onChange={onFiltersChange} fields={['subjectIds', 'gradeIds']} searchLabel="Tìm bài giảng" />
      {body}
    </div>
  );
}
