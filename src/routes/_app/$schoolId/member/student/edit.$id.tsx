// /{schoolId}/member/student/edit/{id} (spec §2 members): one student's details and their place in the school.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { MemberFormPage } from '@/features/members/components/member-form-page.tsx';
import { isSchoolAdmin } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/$schoolId/member/student/edit/$id')({
  staticData: { crumb: 'Sửa thông tin' },
  beforeLoad: ({ params }) => ({ memberId: idOrNotFound(params.id) }),
  component: EditRoute,
});

function EditRoute() {
  const { schoolId, schoolSession, memberId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { grants } = schoolSession;
  return (
    <MemberFormPage
      schoolId={schoolId}
      kind="student"
      memberId={memberId}
      isAdmin={isSchoolAdmin(grants)}
      onDone={() => void navigate({ to: '/$schoolId/member/student', params: { schoolId: String(schoolId) } })}
    />
  );
}
