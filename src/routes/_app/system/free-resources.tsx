// /system/free-resources (spec §2 system settings; menu key free_lecture): what the system offers free — its e-books
// (added from PDFs, made free or not) and its approved lectures (made free or not). The tab and the filters are in
// the address.
import { createFileRoute } from '@tanstack/react-router';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { hasPermission } from '@/shared/permissions.ts';
import { BooksAdmin } from '@/features/ebooks/components/books-admin.tsx';
import { FreeLecturesAdmin } from '@/features/lectures/components/free-lectures-admin.tsx';
import { patchSearch, type SearchPatch } from '@/lib/search-patch.ts';

const TABS = ['books', 'lectures'] as const;
type FreeTab = (typeof TABS)[number];

interface FreeResourcesSearch {
  tab?: FreeTab;
  name?: string;
  page?: number;
}

function parseSearch(search: Record<string, unknown>): FreeResourcesSearch {
  const { name, page } = parseLibrarySearch(search);
  const tab = TABS.find((t) => t === search.tab && t !== 'books');
  return { tab, name, page };
}

export const Route = createFileRoute('/_app/system/free-resources')({
  staticData: { crumb: 'Tài nguyên miễn phí' },
  validateSearch: parseSearch,
  component: FreeResourcesRoute,
});

const tabClass = ({ selected }: { selected: boolean }) =>
  `min-h-11 rounded-t-lg border-b-2 px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
    selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
  }`;

function FreeResourcesRoute() {
  const { session } = Route.useRouteContext();
  const { tab = 'books', name, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters = { name, page };
  const canManage = hasPermission(session.grants, 'free_lecture.update');
  const onFilters = (patch: SearchPatch<FreeResourcesSearch>) => void navigate({ search: patchSearch(parseSearch, patch) });
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">Tài nguyên miễn phí</h1>
      {/* Another tab starts with no search and from page 1. */}
      <TabGroup selectedIndex={TABS.indexOf(tab)} onChange={(i) => void navigate({ search: { tab: TABS[i] === 'books' ? undefined : TABS[i] } })}>
        <TabList aria-label="Loại tài nguyên" className="flex gap-2 border-b border-slate-200">
          <Tab className={tabClass}>Sách điện tử</Tab>
          <Tab className={tabClass}>Bài giảng</Tab>
        </TabList>
        <TabPanels className="pt-4">
          <TabPanel>
            <BooksAdmin filters={filters} onFiltersChange={onFilters} canManage={canManage} />
          </TabPanel>
          <TabPanel>
            <FreeLecturesAdmin filters={filters} onFiltersChange={onFilters} canManage={canManage} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
