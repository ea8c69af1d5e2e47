// /{schoolId}/school: the school's own information for its staff (spec §2 per-school routes): contacts, contract,
// administrators and quotas. Students are sent back to the school's home: the menu item is hidden from them, the
// school guard lets items without a permission group through, and the server refuses them (GET s/school, 403).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { schoolInfoQueryOptions } from '@/features/school-info/api/get-school-info.ts';
import { SchoolInfoPage } from '@/features/school-info/components/school-info-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/school')({
  beforeLoad: ({ context, params }) => {
    if (context.schoolSession.user.userType === 'student') throw redirect({ to: '/$schoolId', params: { schoolId: params.schoolId } });
  },
  // Prefetch, not ensure: a refusal or an outage shows in the page with a retry, under the shell.
  loader: ({ context }) => context.queryClient.prefetchQuery(schoolInfoQueryOptions(context.schoolId)),
  component: SchoolInfoRoute,
});

function SchoolInfoRoute() {
  const { schoolId } = Route.useRouteContext();
  return <SchoolInfoPage schoolId={schoolId} />;
}
