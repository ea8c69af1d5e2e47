// /library/experiment-category (spec §2 system library): the system's experiment categories (the same screen as
// /system/category/experiment, reached from the library).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { hasGroup, hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/library/experiment-category/')({
  // No menu entry leads here, so the menu's guard does not cover it.
  beforeLoad: ({ context }) => {
    if (!hasGroup(context.session.grants, 'category')) throw redirect({ to: '/' });
  },
  component: ExperimentCategoriesRoute,
});

function ExperimentCategoriesRoute() {
  const { session } = Route.useRouteContext();
  return <CategoryManager type="experiment" owner={null} canEdit={hasPermission(session.grants, 'category.update')} />;
}
