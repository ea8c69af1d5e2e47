// /school-group-invitation/{groupId}/join (spec §2): the same page, sending the request on arrival when the visitor
// may ask (once; a second visit finds it pending). A link to this address is "join with one tap"; the link the
// teacher shares is the page without /join, where the student sees the group before asking.
import { createFileRoute } from '@tanstack/react-router';
import { GroupInvitationPage } from '@/features/group-join/components/group-invitation-page.tsx';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { SLOTS } from '../../../-layout-slots.tsx';

export const Route = createFileRoute('/_app/school-group-invitation/$groupId/join')({
  staticData: { crumb: 'Xin vào nhóm' },
  beforeLoad: ({ params }) => ({ groupId: idOrNotFound(params.groupId) }),
  component: JoinRoute,
});

function JoinRoute() {
  const { groupId } = Route.useRouteContext();
  return <GroupInvitationPage groupId={groupId} autoJoin JoinSchoolDialog={SLOTS.JoinSchoolDialog} />;
}
