// /{schoolId}/library/experiment-category (spec §2 school library): the school's own experiment categories beside the
// system's, managed by those who edit the school's experiment library.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasGroup } from '@/shared/permissions.ts';
import { CategoryManager } from '@/components/library/category-manager.tsx';
import { mayIn } from '@/components/library/library-permissions.ts';

export const Route = createFileRoute('/_app/$schoolId/library/experiment-category')({
  // No menu entry leads here, so the menu's guard does not cover it: the school experiment library's own group does.
  beforeLoad: ({ context, params }) => {
    if (!hasGroup(context.schoolSession.grants, 'school_experiment')) throw redirect({ to: '/$schoolId', params: { schoolId: params.schoolId } });
  },
  component: SchoolExperimentCategoriesRoute,
});

function SchoolExperimentCategoriesRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  return <CategoryManager type="experiment" owner={schoolId} canEdit={mayIn(schoolSession.grants, 'experiment', 'school', 'update')} />;
}
