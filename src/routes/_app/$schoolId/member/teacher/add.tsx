// /{schoolId}/member/teacher/add (spec §2 members): a new teacher of the school; a new account gets a mail to set its password.
import { createFileRoute } from '@tanstack/react-router';
import { MemberFormPage } from '@/features/members/components/member-form-page.tsx';
import { isSchoolAdmin } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/$schoolId/member/teacher/add')({
  staticData: { crumb: 'Thêm giáo viên' },
  component: AddRoute,
});

function AddRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { grants } = schoolSession;
  return (
    <MemberFormPage
      schoolId={schoolId}
      kind="teacher"
      memberId={null}
      isAdmin={isSchoolAdmin(grants)}
      onDone={() => void navigate({ to: '/$schoolId/member/teacher', params: { schoolId: String(schoolId) } })}
    />
  );
}
