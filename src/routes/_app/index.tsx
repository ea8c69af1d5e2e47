// '/': the overview of the signed-in user. A system administrator sees the system's (loaded lazily: its charts stay
// out of the shell); everyone else a greeting and their schools.
import { createFileRoute } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { OverviewPage } from '@/features/shell/components/overview-page.tsx';
import { isSystemAdmin } from '@/shared/system-admin.ts';

const SystemOverviewPage = lazy(() => import('@/features/system-overview/load-page.ts').then((m) => m.loadSystemOverviewPage()));

export const Route = createFileRoute('/_app/')({
  component: Overview,
});

function Overview() {
  const { grants } = Route.useRouteContext().session;
  if (!isSystemAdmin(grants)) return <OverviewPage />;
  return (
    <Suspense fallback={<PageSpinner label="Đang tải số liệu tổng quan" />}>
      <SystemOverviewPage grants={grants} />
    </Suspense>
  );
}
