// /system/category/lecture (spec §2 system settings; menu key category): the system's lecture categories.
import { createFileRoute } from '@tanstack/react-router';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/category/lecture')({
  component: SystemLectureCategoriesRoute,
});

function SystemLectureCategoriesRoute() {
  const { session } = Route.useRouteContext();
  return <CategoryManager type="lecture" owner={null} canEdit={hasPermission(session.grants, 'category.update')} />;
}
