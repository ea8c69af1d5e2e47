// /{schoolId}/library/exam/shared/{id}/preview (spec §2 school library): a shared exam as a student will take it.
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { examPreviewQueryOptions } from '@/features/exam-library/api/get-exam-preview.ts';
import { PreviewView } from '@/features/exams/components/learning/preview-view.tsx';

export const Route = createFileRoute('/_app/$schoolId/library/exam/shared/$id/preview')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(examPreviewQueryOptions({ level: 'school', schoolId: context.schoolId }, idOrNotFound(params.id))),
  component: SharedPreviewRoute,
});

function SharedPreviewRoute() {
  const { schoolId } = Route.useRouteContext();
  const { data } = useSuspenseQuery(examPreviewQueryOptions({ level: 'school', schoolId }, idOrNotFound(Route.useParams().id)));
  return <PreviewView title={data.title} duration={data.duration} fractions={data.fractions} />;
}
