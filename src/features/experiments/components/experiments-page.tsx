// The experiments of a library level (spec §2 …/experiment): HTML5 simulations with their filing and size; "add"
// uploads a package (experiment-create-dialog.tsx), a name opens it in its sandboxed frame.
import { useState } from 'react';
import { LibraryListPage, WIDE } from '@/components/library/library-list-page.tsx';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { libraryPermissions, shareAllowance } from '@/components/library/library-permissions.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { touchTarget } from '@/components/ui/button.tsx';
import { lazyOnOpen } from '@/components/ui/lazy-on-open.tsx';
import { formatFileSize } from '@/lib/format.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import type { Experiment } from '@/shared/experiments.ts';
import type { LibraryFilters } from '@/shared/library.ts';
import type { Grants } from '@/shared/permissions.ts';
import type { CurrentUser } from '@/shared/session.ts';
import { ExperimentPlayerDialog } from '@/components/experiments/experiment-player-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { mayIn } from '@/components/library/library-permissions.ts';

const ExperimentCreateDialog = lazyOnOpen(() => import('./experiment-create-dialog.tsx').then((m) => m.ExperimentCreateDialog));
const SystemExperimentsDialog = lazyOnOpen(() => import('./system-experiments-dialog.tsx').then((m) => m.SystemExperimentsDialog));

const TITLES: Record<LibraryRef['level'], string> = { system: 'Thí nghiệm ảo hệ thống', school: 'Thí nghiệm ảo của trường', personal: 'Thí nghiệm ảo của tôi' };

export interface ExperimentsPageProps {
  library: LibraryRef;
  filters: LibraryFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<LibraryFilters>) => void;
  grants: Grants;
  user: CurrentUser;
}

export function ExperimentsPage({ library, filters, onFiltersChange, grants, user }: ExperimentsPageProps) {
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Experiment | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const schoolId = library.level === 'system' ? null : library.schoolId;
  const canCopy = mayIn(grants, 'experiment', 'personal', 'create');
  return (
    <>
      <LibraryListPage<Experiment>
        kind="experiment"
        library={library}
        filters={filters}
        onFiltersChange={onFiltersChange}
        title={TITLES[library.level]}
        noun="thí nghiệm"
        searchLabel="Tìm theo tên thí nghiệm"
        emptyText={
          library.level === 'personal' ? 'Bạn chưa có thí nghiệm nào. Hãy tải lên một gói mô phỏng HTML5 (.zip có index.html).' : 'Chưa có thí nghiệm nào'
        }
        permissions={libraryPermissions(grants, 'experiment', library.level)}
        userId={user.id}
        onCreate={() => setAdding(true)}
        intro={
          // In a school, the system library's experiments are read from here (its own list is its editors').
          schoolId !== null && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
              <p className="text-sm text-slate-700">
                Thư viện hệ thống có sẵn các thí nghiệm mô phỏng: mở để xem{canCopy ? ' hoặc sao chép về thư viện của bạn' : ''}.
              </p>
              <Button size="sm" variant="secondary" onClick={() => setBrowsing(true)}>
                Thí nghiệm của hệ thống
              </Button>
            </div>
          )
        }
        nameCell={(item) => (
          <button type="button" onClick={() => setOpen(item)} className={`text-left font-medium text-brand-700 hover:underline ${touchTarget}`}>
            {item.name}
          </button>
        )}
        extraColumns={[
          { key: 'files', header: 'Số tệp', className: `${WIDE} text-right`, cell: (item) => item.fileCount },
          { key: 'size', header: 'Dung lượng', className: `${WIDE} text-right`, cell: (item) => formatFileSize(item.size) },
        ]}
        rowActions={(item) =>
          schoolId === null ? null : (
            <LibraryShareMenu kind="experiment" schoolId={schoolId} item={item} allowed={shareAllowance(grants, 'experiment', library.level)} />
          )
        }
      />
      <ExperimentCreateDialog open={adding} onClose={() => setAdding(false)} library={library} />
      <ExperimentPlayerDialog item={open} onClose={() => setOpen(null)} />
      {schoolId !== null && <SystemExperimentsDialog open={browsing} onClose={() => setBrowsing(false)} schoolId={schoolId} canCopy={canCopy} />}
    </>
  );
}
