// /library/exam/{examId}/edit (spec §2 system library): the exam editor on a system exam.
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import type { LibraryExam } from '@/shared/exam-library.ts';
import { examStructureQueryOptions } from '@/features/exam-library/api/exam-structure.ts';
import { ExamEditorPage } from '@/features/exam-library/components/exam-editor-page.tsx';

export const Route = createFileRoute('/_app/library/exam/$examId/edit')({
  loader: async ({ context, params }) => {
    const examId = idOrNotFound(params.examId);
    await Promise.all([
      context.queryClient.ensureQueryData(libraryItemQueryOptions('exam', { level: 'system' }, examId)),
      context.queryClient.ensureQueryData(examStructureQueryOptions({ level: 'system' }, examId)),
    ]);
  },
  component: SystemEditExamRoute,
});

function SystemEditExamRoute() {
  const examId = idOrNotFound(Route.useParams().examId);
  const navigate = Route.useNavigate();
  const { data: exam } = useSuspenseQuery(libraryItemQueryOptions<LibraryExam>('exam', { level: 'system' }, examId));
  const { data: structure } = useSuspenseQuery(examStructureQueryOptions({ level: 'system' }, examId));
  const href = `/library/exam/${examId}`;
  return (
    <ExamEditorPage library={{ level: 'system' }} schoolId={0} exam={exam} structure={structure} backHref={href} onSaved={() => void navigate({ href })} />
  );
}
