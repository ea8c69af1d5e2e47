// /system/category/question (spec §2 system settings; menu key category): the system's question categories.
import { createFileRoute } from '@tanstack/react-router';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/category/question')({
  component: SystemQuestionCategoriesRoute,
});

function SystemQuestionCategoriesRoute() {
  const { session } = Route.useRouteContext();
  return <CategoryManager type="question" owner={null} canEdit={hasPermission(session.grants, 'category.update')} />;
}
