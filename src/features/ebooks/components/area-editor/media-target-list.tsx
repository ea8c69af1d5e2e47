// The media an area can open: the system library's approved pictures, videos, sounds and 3D models (the only media a
// book may show: the server refuses any other), searched by name, a page at a time. Choosing one copies what the area
// shows of it; the server copies it again when the areas are saved.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MediaThumb } from '@/components/media/media-thumb.tsx';
import { libraryPageQueryOptions } from '@/components/library/api/get-library-page.ts';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { mediaBlock } from '@/shared/lecture.ts';
import { MEDIA_TYPE_LABELS, type MediaResource } from '@/shared/media.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { AreaTarget } from '@/shared/book.ts';

const PER_PAGE = 12;

/** The target an area gets from a media item: what a lecture's media block copies, without its place. */
export function mediaTarget(item: MediaResource): AreaTarget {
  const { id: _id, rect: _rect, ...shown } = mediaBlock('', { x: 0, y: 0, w: 0, h: 0 }, { ...item, mediaId: item.id });
  return shown;
}

export function MediaTargetList({ chosenId, onPick }: { chosenId: number | null; onPick: (target: AreaTarget) => void }) {
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(
    libraryPageQueryOptions<MediaResource>(
      'media',
      { level: 'system' },
      { page, perPage: PER_PAGE, sort: 'name', name: name || undefined, status: 'approved' },
    ),
  );
  const items = list.data?.data ?? [];
  return (
    <div className="space-y-3">
      <SearchBox
        label="Tìm học liệu của hệ thống theo tên"
        value={name}
        onSearch={(text) => {
          setName(text);
          setPage(1);
        }}
      />
      {list.isPending && (
        <p className="text-slate-600">
          <Spinner size="sm" /> {TEXT.loading}
        </p>
      )}
      {list.isError && (
        <ErrorAlert size="sm" onRetry={() => void list.refetch()}>
          {TEXT.loadFailed}
        </ErrorAlert>
      )}
      {list.isSuccess && items.length === 0 && (
        <p className="text-slate-600">{name ? 'Không có học liệu nào khớp với tìm kiếm.' : 'Thư viện hệ thống chưa có học liệu nào đã duyệt.'}</p>
      )}
      {items.length > 0 && (
        <ul aria-label="Học liệu của hệ thống" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={item.id === chosenId}
                onClick={() => onPick(mediaTarget(item))}
                className="flex min-h-16 w-full items-center gap-3 rounded-lg border border-slate-200 p-2 text-left hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
              >
                <MediaThumb item={item} />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{item.name}</span>
                  <span className="text-xs text-slate-600">{MEDIA_TYPE_LABELS[item.mediaType]}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pagination page={list.data.pagination.page} perPage={PER_PAGE} total={list.data.pagination.total} onChange={setPage} />}
    </div>
  );
}
