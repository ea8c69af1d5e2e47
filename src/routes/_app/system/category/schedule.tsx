// /system/category/schedule (spec §2 system settings; menu key category): the system's lesson plan categories.
import { createFileRoute } from '@tanstack/react-router';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/category/schedule')({
  component: SystemScheduleCategoriesRoute,
});

function SystemScheduleCategoriesRoute() {
  const { session } = Route.useRouteContext();
  return <CategoryManager type="schedule" owner={null} canEdit={hasPermission(session.grants, 'category.update')} />;
}
