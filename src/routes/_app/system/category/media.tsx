// /system/category/media (spec §2 system settings; menu key category): the system's media categories.
import { createFileRoute } from '@tanstack/react-router';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/category/media')({
  component: SystemMediaCategoriesRoute,
});

function SystemMediaCategoriesRoute() {
  const { session } = Route.useRouteContext();
  return <CategoryManager type="media" owner={null} canEdit={hasPermission(session.grants, 'category.update')} />;
}
