// /system/limits (spec §2 system settings; menu key resource_limit): usage limits and usage over a range of days.
// Search: tab (limits|usage), name, page (the schools list), from, to (yyyy-MM-dd, the usage range).
import { createFileRoute } from '@tanstack/react-router';
import { LimitsPage, type LimitsSearch, type LimitsTab } from '@/features/usage-limits/components/limits-page.tsx';
import { defaultRange } from '@/features/usage-limits/range.ts';
import { hasPermission } from '@/shared/permissions.ts';
import { patchSearch } from '@/lib/search-patch.ts';
import { parseNamePageSearch } from '@/lib/name-page-search.ts';

type Search = { tab?: LimitsTab; name?: string; page?: number; from?: string; to?: string };

const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

function parseSearch(s: Record<string, unknown>): Search {
  return { tab: s.tab === 'usage' ? 'usage' : undefined, ...parseNamePageSearch(s), from: day(s.from), to: day(s.to) };
}

/** The address after a change: the range is left out while it is the last 30 days. */
function toAddress(s: Record<string, unknown>): Search {
  const search = parseSearch(s);
  const fallback = defaultRange();
  const from = search.from ?? fallback.from;
  const to = search.to ?? fallback.to;
  const usual = from === fallback.from && to === fallback.to;
  return { ...search, from: usual ? undefined : from, to: usual ? undefined : to };
}

export const Route = createFileRoute('/_app/system/limits')({
  staticData: { crumb: 'Giới hạn sử dụng' },
  validateSearch: parseSearch,
  component: LimitsRoute,
});

function LimitsRoute() {
  const { grants } = Route.useRouteContext().session;
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const fallback = defaultRange();
  const search: LimitsSearch = { tab: s.tab ?? 'limits', name: s.name ?? '', page: s.page ?? 1, from: s.from ?? fallback.from, to: s.to ?? fallback.to };
  return (
    <LimitsPage
      search={search}
      canEdit={hasPermission(grants, 'resource_limit.update')}
      onSearchChange={(patch) => void navigate({ search: patchSearch(toAddress, patch), replace: true })}
    />
  );
}
