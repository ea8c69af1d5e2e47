// /{schoolId}/library/lecture-category (spec §2 school library): the school's own lecture categories beside the system's,
// managed by those who edit the school's lecture library.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasGroup } from '@/shared/permissions.ts';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { mayIn } from '@/components/library/library-permissions.ts';

export const Route = createFileRoute('/_app/$schoolId/library/lecture-category')({
  // No menu entry leads here, so the menu's guard does not cover it: the school lecture library's own group does.
  beforeLoad: ({ context, params }) => {
    if (!hasGroup(context.schoolSession.grants, 'school_lecture')) throw redirect({ to: '/$schoolId', params: { schoolId: params.schoolId } });
  },
  component: SchoolLectureCategoriesRoute,
});

function SchoolLectureCategoriesRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  return <CategoryManager type="lecture" owner={schoolId} canEdit={mayIn(schoolSession.grants, 'lecture', 'school', 'update')} />;
}
