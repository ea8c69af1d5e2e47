// The media of a library level (spec §2 …/media): pictures, videos, sounds and 3D models with their thumbnails, type,
// size and length; "add" uploads a file (media-create-dialog.tsx), a name opens the item. A teacher's own library
// shows their storage against its limit (spec §3, §9 colours).
import { useState } from 'react';
import { LibraryListPage, WIDE } from '@/components/library/library-list-page.tsx';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { libraryPermissions, shareAllowance } from '@/components/library/library-permissions.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { touchTarget } from '@/components/ui/button.tsx';
import { lazyOnOpen } from '@/components/ui/lazy-on-open.tsx';
import { UsageBars } from '@/components/usage/usage-bars.tsx';
import { usageLines } from '@/components/usage/usage.ts';
import { formatCountdown, formatFileSize } from '@/lib/format.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import type { LibraryFilters } from '@/shared/library.ts';
import { MEDIA_TYPE_LABELS, type MediaResource } from '@/shared/media.ts';
import type { Grants } from '@/shared/permissions.ts';
import type { CurrentUser } from '@/shared/session.ts';
import { MediaThumb } from '@/components/media/media-thumb.tsx';

const MediaCreateDialog = lazyOnOpen(() => import('./media-create-dialog.tsx').then((m) => m.MediaCreateDialog));
const MediaViewerDialog = lazyOnOpen(() => import('./media-viewer-dialog.tsx').then((m) => m.MediaViewerDialog));

const TITLES: Record<LibraryRef['level'], string> = { system: 'Học liệu hệ thống', school: 'Học liệu của trường', personal: 'Học liệu của tôi' };

export interface MediaPageProps {
  library: LibraryRef;
  filters: LibraryFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<LibraryFilters>) => void;
  grants: Grants;
  user: CurrentUser;
}

export function MediaPage({ library, filters, onFiltersChange, grants, user }: MediaPageProps) {
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<MediaResource | null>(null);
  const schoolId = library.level === 'system' ? null : library.schoolId;
  const storage = usageLines(user).filter((l) => l.key === 'storage' && l.limit > 0);
  return (
    <>
      <LibraryListPage<MediaResource>
        kind="media"
        library={library}
        filters={filters}
        onFiltersChange={onFiltersChange}
        title={TITLES[library.level]}
        noun="học liệu"
        searchLabel="Tìm theo tên học liệu"
        emptyText={library.level === 'personal' ? 'Bạn chưa có học liệu nào. Hãy tải lên hình ảnh, video, âm thanh hoặc mô hình 3D.' : 'Chưa có học liệu nào'}
        // Files are uploaded into a school (the system library is filled by copies and by the seed for now).
        permissions={{ ...libraryPermissions(grants, 'media', library.level), ...(schoolId === null ? { create: false } : {}) }}
        userId={user.id}
        onCreate={() => setAdding(true)}
        intro={
          library.level === 'personal' && storage.length > 0 ? (
            <div className="max-w-md rounded-lg border border-slate-200 bg-white p-4">
              <UsageBars lines={storage} />
            </div>
          ) : null
        }
        nameCell={(item) => (
          <div className="flex items-center gap-3">
            <MediaThumb item={item} />
            <button type="button" onClick={() => setOpen(item)} className={`text-left font-medium text-brand-700 hover:underline ${touchTarget}`}>
              {item.name}
            </button>
          </div>
        )}
        extraColumns={[
          { key: 'type', header: 'Loại', cell: (item) => MEDIA_TYPE_LABELS[item.mediaType] },
          { key: 'size', header: 'Dung lượng', className: `${WIDE} text-right`, cell: (item) => formatFileSize(item.size) },
          {
            key: 'length',
            header: 'Thời lượng',
            className: `${WIDE} text-right`,
            cell: (item) => (item.durationSeconds !== null ? formatCountdown(item.durationSeconds * 1000) : '—'),
          },
        ]}
        rowActions={(item) =>
          schoolId === null ? null : <LibraryShareMenu kind="media" schoolId={schoolId} item={item} allowed={shareAllowance(grants, 'media', library.level)} />
        }
      />
      <MediaCreateDialog open={adding} onClose={() => setAdding(false)} library={library} user={user} />
      <MediaViewerDialog open={open !== null} item={open} onClose={() => setOpen(null)} />
    </>
  );
}
