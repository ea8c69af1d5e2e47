// /system/category/exam (spec §2 system settings; menu key category): the system's exam categories.
import { createFileRoute } from '@tanstack/react-router';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/category/exam')({
  component: SystemExamCategoriesRoute,
});

function SystemExamCategoriesRoute() {
  const { session } = Route.useRouteContext();
  return <CategoryManager type="exam" owner={null} canEdit={hasPermission(session.grants, 'category.update')} />;
}
