// /library/plan-category (spec §2 system library): the system's lesson plan categories (the same screen as
// /system/category/schedule, reached from the library).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { hasGroup, hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/library/plan-category')({
  // No menu entry leads here, so the menu's guard does not cover it.
  beforeLoad: ({ context }) => {
    if (!hasGroup(context.session.grants, 'category')) throw redirect({ to: '/' });
  },
  component: PlanCategoriesRoute,
});

function PlanCategoriesRoute() {
  const { session } = Route.useRouteContext();
  return <CategoryManager type="schedule" owner={null} canEdit={hasPermission(session.grants, 'category.update')} />;
}
