// /{schoolId}/library/question/category (spec §2 school library): the school's own question categories, kept beside
// the system's; managed by those who edit the school's question library.
import { createFileRoute } from '@tanstack/react-router';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { mayIn } from '@/components/library/library-permissions.ts';

export const Route = createFileRoute('/_app/$schoolId/library/question/category')({
  component: SchoolQuestionCategoriesRoute,
});

function SchoolQuestionCategoriesRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  return <CategoryManager type="question" owner={schoolId} canEdit={mayIn(schoolSession.grants, 'question', 'school', 'update')} />;
}
