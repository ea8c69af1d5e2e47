// /system/elsa-settings (spec §2 system settings; menu key speaking_settings): how pronunciation practice is scored
// and the thresholds that colour its results, as defaults and per school. Search: name, page (the schools list).
import { createFileRoute } from '@tanstack/react-router';
import { SpeakingSettingsPage } from '@/features/speaking-settings/components/speaking-settings-page.tsx';
import { hasPermission } from '@/shared/permissions.ts';
import { patchSearch } from '@/lib/search-patch.ts';
import { parseNamePageSearch } from '@/lib/name-page-search.ts';

export const Route = createFileRoute('/_app/system/elsa-settings')({
  staticData: { crumb: 'Cài đặt kết quả luyện nói' },
  validateSearch: parseNamePageSearch,
  component: ElsaSettingsRoute,
});

function ElsaSettingsRoute() {
  const { grants } = Route.useRouteContext().session;
  const { name = '', page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SpeakingSettingsPage
      canEdit={hasPermission(grants, 'speaking_settings.update')}
      name={name}
      page={page}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseNamePageSearch, patch), replace: true })}
    />
  );
}
