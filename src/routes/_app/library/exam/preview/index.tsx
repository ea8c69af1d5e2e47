// /library/exam/preview?id= (spec §2 system library): a system exam as a student will take it, the id in the query
// (the same page as /library/exam/preview/{id}).
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { parseId } from '@/lib/route-ids.ts';
import { examPreviewQueryOptions } from '@/features/exam-library/api/get-exam-preview.ts';
import { PreviewView } from '@/features/exams/components/learning/preview-view.tsx';

export const Route = createFileRoute('/_app/library/exam/preview/')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: parseId(search.id) ?? undefined }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (!deps.id) throw notFound();
    return context.queryClient.ensureQueryData(examPreviewQueryOptions({ level: 'system' }, deps.id));
  },
  component: SystemPreviewRoute,
});

function SystemPreviewRoute() {
  const { id } = Route.useSearch();
  const { data } = useSuspenseQuery(examPreviewQueryOptions({ level: 'system' }, id!));
  return <PreviewView title={data.title} duration={data.duration} fractions={data.fractions} />;
}
