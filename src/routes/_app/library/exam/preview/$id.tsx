// /library/exam/preview/{id} (spec §2 system library): a system exam as a student will take it.
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { examPreviewQueryOptions } from '@/features/exam-library/api/get-exam-preview.ts';
import { PreviewView } from '@/features/exams/components/learning/preview-view.tsx';

export const Route = createFileRoute('/_app/library/exam/preview/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(examPreviewQueryOptions({ level: 'system' }, idOrNotFound(params.id))),
  component: SystemPreviewRoute,
});

function SystemPreviewRoute() {
  const { data } = useSuspenseQuery(examPreviewQueryOptions({ level: 'system' }, idOrNotFound(Route.useParams().id)));
  return <PreviewView title={data.title} duration={data.duration} fractions={data.fractions} />;
}
