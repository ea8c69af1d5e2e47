// The lectures of a library level (spec §2 …/lecture, /library/lesson): each with its first slide's picture and its
// number of slides; a name opens the editor for those who may change it, "Trình chiếu" presents it to anyone who can
// see it. Adding asks for the name and filing, then opens the new lecture in the editor.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LibraryListPage, WIDE } from '@/components/library/library-list-page.tsx';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { libraryPermissions, shareAllowance } from '@/components/library/library-permissions.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { Button, touchTarget } from '@/components/ui/button.tsx';
import { lazyOnOpen } from '@/components/ui/lazy-on-open.tsx';
import type { LectureItem } from '@/shared/lecture.ts';
import type { LibraryFilters } from '@/shared/library.ts';
import type { Grants } from '@/shared/permissions.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';

const PptxImportDialog = lazyOnOpen(() => import('./pptx-import-dialog.tsx').then((m) => m.PptxImportDialog));

const TITLES: Record<LibraryRef['level'], string> = { system: 'Bài giảng hệ thống', school: 'Bài giảng của trường', personal: 'Bài giảng của tôi' };

export interface LecturesPageProps {
  library: LibraryRef;
  filters: LibraryFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<LibraryFilters>) => void;
  grants: Grants;
  userId: number;
}

function Cover({ item }: { item: LectureItem }) {
  return (
    <span className="flex aspect-video w-20 shrink-0 items-center justify-center overflow-hidden rounded border border-slate-200 bg-slate-50 text-xs text-slate-500">
      {item.coverUrl ? <img src={item.coverUrl} alt="" className="size-full object-cover" loading="lazy" /> : `${item.slideCount} trang`}
    </span>
  );
}

export function LecturesPage({ library, filters, onFiltersChange, grants, userId }: LecturesPageProps) {
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const schoolId = library.level === 'system' ? null : library.schoolId;
  const permissions = libraryPermissions(grants, 'lecture', library.level);
  // The author of a school lecture still waiting for review may change it; the server decides the rest.
  const mayEdit = (item: LectureItem) => permissions.update || (item.owner?.id === userId && item.status !== 'approved');
  // Imports run as tasks of a school (a system lecture is made in the editor).
  const importInto = library.level === 'system' ? null : library;
  return (
    <>
      <LibraryListPage<LectureItem>
        kind="lecture"
        library={library}
        filters={filters}
        onFiltersChange={onFiltersChange}
        title={TITLES[library.level]}
        noun="bài giảng"
        searchLabel="Tìm theo tên hoặc nội dung bài giảng"
        emptyText={library.level === 'personal' ? 'Bạn chưa có bài giảng nào. Hãy thêm bài giảng đầu tiên.' : 'Chưa có bài giảng nào'}
        permissions={permissions}
        userId={userId}
        moreCreate={
          importInto && (
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Nhập từ PowerPoint
            </Button>
          )
        }
        onCreated={(item) => void navigate({ to: '/editor/$id', params: { id: String(item.id) } })}
        nameCell={(item) => (
          <div className="flex items-center gap-3">
            <Cover item={item} />
            <div className="min-w-0">
              <Link
                to={mayEdit(item) ? '/editor/$id' : '/editor/$id/preview'}
                params={{ id: String(item.id) }}
                className={`font-medium text-brand-700 hover:underline ${touchTarget}`}
              >
                {item.name}
              </Link>
              <Link to="/editor/$id/preview" params={{ id: String(item.id) }} className={`ml-3 text-sm text-slate-600 hover:underline ${touchTarget}`}>
                Trình chiếu<span className="sr-only"> {item.name}</span>
              </Link>
            </div>
          </div>
        )}
        extraColumns={[{ key: 'slides', header: 'Số trang', className: `${WIDE} text-right`, cell: (item) => item.slideCount }]}
        rowActions={(item) =>
          schoolId === null ? null : (
            <LibraryShareMenu kind="lecture" schoolId={schoolId} item={item} allowed={shareAllowance(grants, 'lecture', library.level)} />
          )
        }
      />
      {importInto && <PptxImportDialog open={importing} onClose={() => setImporting(false)} library={importInto} />}
    </>
  );
}
