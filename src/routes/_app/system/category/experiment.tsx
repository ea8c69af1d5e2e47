// /system/category/experiment (spec §2 system settings; menu key category): the system's experiment categories.
import { createFileRoute } from '@tanstack/react-router';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/category/experiment')({
  component: SystemExperimentCategoriesRoute,
});

function SystemExperimentCategoriesRoute() {
  const { session } = Route.useRouteContext();
  return <CategoryManager type="experiment" owner={null} canEdit={hasPermission(session.grants, 'category.update')} />;
}
