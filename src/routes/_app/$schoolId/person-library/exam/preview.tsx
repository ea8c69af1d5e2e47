// /{schoolId}/person-library/exam/preview?id= (spec §2): one of the teacher's exams as a student will take it, on the
// taking screen's own parts, with nothing saved.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { parseId } from '@/lib/route-ids.ts';
import { examPreviewQueryOptions } from '@/features/exam-library/api/get-exam-preview.ts';
import { PreviewView } from '@/features/exams/components/learning/preview-view.tsx';

export const Route = createFileRoute('/_app/$schoolId/person-library/exam/preview')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: parseId(search.id) ?? undefined }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (!deps.id) throw notFound();
    return context.queryClient.ensureQueryData(examPreviewQueryOptions({ level: 'personal', schoolId: context.schoolId }, deps.id));
  },
  component: PreviewRoute,
});

function PreviewRoute() {
  const { schoolId } = Route.useRouteContext();
  const { id } = Route.useSearch();
  const { data } = useSuspenseQuery(examPreviewQueryOptions({ level: 'personal', schoolId }, id!));
  return <PreviewView title={data.title} duration={data.duration} fractions={data.fractions} />;
}
