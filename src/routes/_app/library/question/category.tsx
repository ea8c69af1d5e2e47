// /library/question/category (spec §2 system library): the system's question categories (the same screen as
// /system/category/question, reached from the library).
import { createFileRoute } from '@tanstack/react-router';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/library/question/category')({
  component: QuestionCategoriesRoute,
});

function QuestionCategoriesRoute() {
  const { session } = Route.useRouteContext();
  return <CategoryManager type="question" owner={null} canEdit={hasPermission(session.grants, 'category.update')} />;
}
