// The free lectures (/system/free-resources, "Bài giảng miễn phí"): the system's approved lectures, each with a switch
// that offers it to everyone in /free-resources/lectures (presented without sign-in).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { libraryPageQueryOptions } from '@/components/library/api/get-library-page.ts';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { apiErrorText, handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { usePendingSwitch } from '@/lib/use-pending-switch.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import type { LibraryFilters } from '@/shared/library.ts';
import type { LectureItem } from '@/shared/lecture.ts';
import { useSetLectureFree } from '../api/set-lecture-free.ts';

export interface FreeLecturesAdminProps {
  filters: LibraryFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<LibraryFilters>) => void;
  canManage: boolean;
}

export function FreeLecturesAdmin({ filters, onFiltersChange, canManage }: FreeLecturesAdminProps) {
  const list = useQuery(libraryPageQueryOptions<LectureItem>('lecture', { level: 'system' }, { ...filters, status: 'approved' }));
  const setFree = useSetLectureFree();

  const freeSwitch = usePendingSwitch();
  const toggle = (l: LectureItem, isFree: boolean) => {
    freeSwitch.start(l.id, isFree);
    setFree.mutate(
      { id: l.id, isFree },
      {
        onSuccess: () => toast.success(isFree ? `"${l.name}" đã là bài giảng miễn phí.` : `"${l.name}" không còn miễn phí.`),
        onError: (e) => handleApiError(e),
        onSettled: freeSwitch.done,
      },
    );
  };

  const columns: Column<LectureItem>[] = [
    {
      key: 'name',
      header: 'Bài giảng',
      cell: (l) => (
        <div>
          <p className="font-medium text-slate-900">{l.name}</p>
          <p className="text-xs text-slate-500">{[l.subject?.name, l.grade?.name, `${l.slideCount} trang chiếu`].filter(Boolean).join(' · ')}</p>
        </div>
      ),
    },
    {
      key: 'free',
      header: 'Miễn phí',
      cell: (l) => (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            // The change shows at once; the list is read again before the switch is usable again.
            checked={freeSwitch.valueOf(l.id, l.isFree)}
            disabled={!canManage || freeSwitch.busy}
            onChange={(e) => toggle(l, e.target.checked)}
            aria-label={`Miễn phí: ${l.name}`}
          />
        </label>
      ),
    },
    {
      key: 'open',
      header: <span className="sr-only">Xem</span>,
      cell: (l) => (
        <Link to="/editor/$id/preview" params={{ id: String(l.id) }} className="text-sm text-brand-700 hover:underline">
          Trình chiếu
        </Link>
      ),
    },
  ];

  return (
    <section aria-labelledby="free-lectures-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <div>
          <h2 id="free-lectures-title" className="text-lg font-semibold text-slate-900">
            Bài giảng miễn phí
          </h2>
          <p className="text-sm text-slate-600">Chỉ bài giảng đã duyệt của thư viện hệ thống mới có thể miễn phí.</p>
        </div>
        <div className="ml-auto">
          <SearchBox label="Tìm bài giảng" value={filters.name ?? ''} onSearch={(name) => onFiltersChange({ name: name || undefined, page: undefined })} />
        </div>
      </div>
      {list.isError ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{apiErrorText(list.error)}</ErrorAlert>
      ) : (
        <>
          <Table
            caption="Bài giảng của thư viện hệ thống"
            columns={columns}
            rows={list.data?.data ?? []}
            rowKey={(l) => l.id}
            loading={!list.data}
            empty={filters.name ? 'Không có bài giảng nào khớp tìm kiếm.' : 'Thư viện hệ thống chưa có bài giảng đã duyệt.'}
          />
          {list.data && (
            <Pagination
              page={list.data.pagination.page}
              perPage={list.data.pagination.perPage}
              total={list.data.pagination.total}
              onChange={(page) => onFiltersChange({ page: page > 1 ? page : undefined })}
            />
          )}
        </>
      )}
    </section>
  );
}
