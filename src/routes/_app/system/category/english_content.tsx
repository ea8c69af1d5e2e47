// /system/category/english_content (spec §2 system settings; menu key category): the system's English content
// categories.
import { createFileRoute } from '@tanstack/react-router';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/category/english_content')({
  component: SystemEnglishCategoriesRoute,
});

function SystemEnglishCategoriesRoute() {
  const { session } = Route.useRouteContext();
  return <CategoryManager type="english_content" owner={null} canEdit={hasPermission(session.grants, 'category.update')} />;
}
