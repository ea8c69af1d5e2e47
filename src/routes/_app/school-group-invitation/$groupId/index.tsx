// /school-group-invitation/{groupId} (spec §2): the page a group's join link and QR code open. A visitor who is not
// signed in is sent to /login first and brought back here (the _app layout). The page asks the server where the
// visitor stands and offers "Xin vào nhóm" to a student of the group's school.
import { createFileRoute } from '@tanstack/react-router';
import { GroupInvitationPage } from '@/features/group-join/components/group-invitation-page.tsx';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { SLOTS } from '../../../-layout-slots.tsx';

export const Route = createFileRoute('/_app/school-group-invitation/$groupId/')({
  staticData: { crumb: 'Lời mời vào nhóm' },
  beforeLoad: ({ params }) => ({ groupId: idOrNotFound(params.groupId) }),
  component: InvitationRoute,
});

function InvitationRoute() {
  const { groupId } = Route.useRouteContext();
  return <GroupInvitationPage groupId={groupId} JoinSchoolDialog={SLOTS.JoinSchoolDialog} />;
}
