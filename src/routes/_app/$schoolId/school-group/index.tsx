// /{schoolId}/school-group: the teacher's groups (spec §2 school-group; menu key school_group), and "Tạo nhóm" for
// those who may create one (the new group's page opens, to add its students).
import { createFileRoute } from '@tanstack/react-router';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';
import { TeachingGroupsPage } from '@/features/exams-teaching/components/teaching-groups-page.tsx';
import { CreateGroupButton } from '@/features/group-admin/components/create-group-button.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/$schoolId/school-group/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(teachingGroupsQueryOptions(context.schoolId)),
  component: TeachingGroupsRoute,
});

function TeachingGroupsRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { user, grants } = schoolSession;
  return (
    <div className="space-y-2">
      {hasPermission(grants, 'school_group.create') && (
        <div className="flex justify-end">
          <CreateGroupButton
            schoolId={schoolId}
            me={{ id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email }}
            onCreated={(group) => void navigate({ to: '/$schoolId/school-group/$id', params: { schoolId: String(schoolId), id: String(group.id) } })}
          />
        </div>
      )}
      <TeachingGroupsPage schoolId={schoolId} />
    </div>
  );
}
