// /{schoolId}/library/exam/category (spec §2 school library): the school's exams browsed by category.
import { createFileRoute } from '@tanstack/react-router';
import { ExamCategoriesPage } from '@/features/exam-library/components/exam-categories-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/library/exam/category/')({
  component: ExamCategoriesRoute,
});

function ExamCategoriesRoute() {
  return <ExamCategoriesPage schoolId={Route.useRouteContext().schoolId} />;
}
