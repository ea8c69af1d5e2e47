// /{schoolId}/library/exam/category/{categoryId}/{examId}/edit (spec §2 school library): the exam editor on a school
// exam, for those who edit the school's exams (school_exam.update; the server checks the same).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { mayIn } from '@/components/library/library-permissions.ts';
import type { LibraryExam } from '@/shared/exam-library.ts';
import { examStructureQueryOptions } from '@/features/exam-library/api/exam-structure.ts';
import { ExamEditorPage } from '@/features/exam-library/components/exam-editor-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/library/exam/category/$categoryId/$examId/edit')({
  beforeLoad: ({ context, params }) => {
    if (!mayIn(context.schoolSession.grants, 'exam', 'school', 'update'))
      throw redirect({ to: '/$schoolId/library/exam/category/$categoryId/$examId', params });
  },
  loader: async ({ context, params }) => {
    const library = { level: 'school', schoolId: context.schoolId } as const;
    const examId = idOrNotFound(params.examId);
    await Promise.all([
      context.queryClient.ensureQueryData(libraryItemQueryOptions('exam', library, examId)),
      context.queryClient.ensureQueryData(examStructureQueryOptions(library, examId)),
    ]);
  },
  component: EditSchoolExamRoute,
});

function EditSchoolExamRoute() {
  const { schoolId } = Route.useRouteContext();
  const params = Route.useParams();
  const examId = idOrNotFound(params.examId);
  const navigate = Route.useNavigate();
  const library = { level: 'school', schoolId } as const;
  const { data: exam } = useSuspenseQuery(libraryItemQueryOptions<LibraryExam>('exam', library, examId));
  const { data: structure } = useSuspenseQuery(examStructureQueryOptions(library, examId));
  const href = `/${schoolId}/library/exam/category/${idOrNotFound(params.categoryId)}/${examId}`;
  return <ExamEditorPage library={library} schoolId={schoolId} exam={exam} structure={structure} backHref={href} onSaved={() => void navigate({ href })} />;
}
