// Choosing a media item for a slide: the teacher's own media, the school's approved media and the system's, searched
// by name, each with its thumbnail and type. A system lecture takes the system's media only.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { MediaThumb } from '@/components/media/media-thumb.tsx';
import { libraryPageQueryOptions } from '@/components/library/api/get-library-page.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { MEDIA_TYPE_LABELS, type MediaResource } from '@/shared/media.ts';
import { TEXT } from '@/shared/ui-text.ts';

const SOURCES = { personal: 'Của tôi', school: 'Của trường', system: 'Hệ thống' } as const;
type Source = keyof typeof SOURCES;

export function MediaPickerDialog({
  open,
  schoolId,
  onClose,
  onPick,
}: {
  open: boolean;
  schoolId: number | null;
  onClose: () => void;
  onPick: (item: MediaResource) => void;
}) {
  const sources: Source[] = schoolId === null ? ['system'] : ['personal', 'school', 'system'];
  const [source, setSource] = useState<Source>(sources[0]!);
  const [name, setName] = useState('');
  useEffect(() => {
    if (open) setName('');
  }, [open]);
  const ref: LibraryRef = source === 'system' || schoolId === null ? { level: 'system' } : { level: source, schoolId };
  const list = useQuery({
    ...libraryPageQueryOptions<MediaResource>('media', ref, {
      perPage: 24,
      sort: 'name',
      name: name || undefined,
      ...(source === 'personal' ? {} : { status: 'approved' }),
    }),
    enabled: open,
  });
  const items = list.data?.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} title="Chèn học liệu" width={860}>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <div role="radiogroup" aria-label="Thư viện" className="flex gap-1">
            {sources.map((s) => (
              <button
                key={s}
                type="button"
                role="radio"
                aria-checked={source === s}
                onClick={() => setSource(s)}
                className={`min-h-11 rounded-md px-3 text-sm ${source === s ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {SOURCES[s]}
              </button>
            ))}
          </div>
          <div className="min-w-56 flex-1">
            <SearchBox label="Tìm học liệu theo tên" value={name} onSearch={setName} />
          </div>
        </div>
        {list.isPending && (
          <p className="text-slate-500">
            <Spinner /> {TEXT.loading}
          </p>
        )}
        {list.isError && <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>}
        {list.isSuccess && items.length === 0 && <p className="text-slate-600">Không có học liệu nào{name ? ' khớp với tìm kiếm' : ''}.</p>}
        {items.length > 0 && (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onPick(item)}
                  className="flex min-h-16 w-full items-center gap-3 rounded-lg border border-slate-200 p-2 text-left hover:border-brand-400 hover:bg-brand-50"
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
      </div>
    </Dialog>
  );
}
