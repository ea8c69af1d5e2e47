// /{schoolId}/library/plan-category (spec §2 school library): the school's own lesson plan categories beside the
// system's, managed by those who edit the school's plans.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasGroup } from '@/shared/permissions.ts';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { mayIn } from '@/components/library/library-permissions.ts';

export const Route = createFileRoute('/_app/$schoolId/library/plan-category')({
  // No menu entry leads here, so the menu's guard does not cover it: the school plan library's own group does.
  beforeLoad: ({ context, params }) => {
    if (!hasGroup(context.schoolSession.grants, 'school_schedule')) throw redirect({ to: '/$schoolId', params: { schoolId: params.schoolId } });
  },
  component: SchoolPlanCategoriesRoute,
});

function SchoolPlanCategoriesRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  return <CategoryManager type="schedule" owner={schoolId} canEdit={mayIn(schoolSession.grants, 'schedule', 'school', 'update')} />;
}
