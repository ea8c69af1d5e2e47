// /{schoolId}/library/exam-category (spec §2 school library): the school's own exam categories beside the system's,
// managed by those who edit the school's exam library.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasGroup } from '@/shared/permissions.ts';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { mayIn } from '@/components/library/library-permissions.ts';

export const Route = createFileRoute('/_app/$schoolId/library/exam-category')({
  // No menu entry leads here, so the menu's guard does not cover it: the school exam library's own group does.
  beforeLoad: ({ context, params }) => {
    if (!hasGroup(context.schoolSession.grants, 'school_exam')) throw redirect({ to: '/$schoolId', params: { schoolId: params.schoolId } });
  },
  component: SchoolExamCategoriesRoute,
});

function SchoolExamCategoriesRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  return <CategoryManager type="exam" owner={schoolId} canEdit={mayIn(schoolSession.grants, 'exam', 'school', 'update')} />;
}
