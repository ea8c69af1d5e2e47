// /{schoolId}/person-library/exam/{examId}/edit (spec §2 personal library): the exam editor on one of the teacher's
// exams (a new exam is /add).
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import type { LibraryExam } from '@/shared/exam-library.ts';
import { examStructureQueryOptions } from '@/features/exam-library/api/exam-structure.ts';
import { ExamEditorPage } from '@/features/exam-library/components/exam-editor-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/person-library/exam/$examId/edit')({
  loader: async ({ context, params }) => {
    const library = { level: 'personal', schoolId: context.schoolId } as const;
    const examId = idOrNotFound(params.examId);
    await Promise.all([
      context.queryClient.ensureQueryData(libraryItemQueryOptions('exam', library, examId)),
      context.queryClient.ensureQueryData(examStructureQueryOptions(library, examId)),
    ]);
  },
  component: EditExamRoute,
});

function EditExamRoute() {
  const { schoolId } = Route.useRouteContext();
  const examId = idOrNotFound(Route.useParams().examId);
  const navigate = Route.useNavigate();
  const library = { level: 'personal', schoolId } as const;
  const { data: exam } = useSuspenseQuery(libraryItemQueryOptions<LibraryExam>('exam', library, examId));
  const { data: structure } = useSuspenseQuery(examStructureQueryOptions(library, examId));
  const href = `/${schoolId}/person-library/exam/${examId}`;
  return <ExamEditorPage library={library} schoolId={schoolId} exam={exam} structure={structure} backHref={href} onSaved={() => void navigate({ href })} />;
}
