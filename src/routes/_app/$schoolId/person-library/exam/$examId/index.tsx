// /{schoolId}/person-library/exam/{examId} (spec §2 personal library): one of the teacher's exams. The spec also lists
// …/exam/{categoryId} with the same shape; we read the segment as an exam id and filter by category in the list's
// search instead (README, "Choices").
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { mayIn, shareAllowance } from '@/components/library/library-permissions.ts';
import { ExamPage } from '@/features/exam-library/components/exam-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/person-library/exam/$examId/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(libraryItemQueryOptions('exam', { level: 'personal', schoolId: context.schoolId }, idOrNotFound(params.examId))),
  component: PersonalExamRoute,
});

function PersonalExamRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const examId = idOrNotFound(Route.useParams().examId);
  const grants = schoolSession.grants;
  const base = `/${schoolId}/person-library/exam`;
  return (
    <ExamPage
      library={{ level: 'personal', schoolId }}
      examId={examId}
      canGive
      links={{
        back: base,
        backLabel: 'Đề thi của tôi',
        edit: mayIn(grants, 'exam', 'personal', 'update') ? `${base}/${examId}/edit` : undefined,
        preview: `${base}/preview?id=${examId}`,
      }}
      share={(exam) => <LibraryShareMenu kind="exam" schoolId={schoolId} item={exam} allowed={shareAllowance(grants, 'exam', 'personal')} />}
    />
  );
}
