// /library/exam/{examId}/edit (spec §2 system library): the exam editor on a system exam.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { ExistingExamEditor } from '@/features/exam-library/components/existing-exam-editor.tsx';
import { loadExamForEditing } from '@/features/exam-library/api/exam-structure.ts';

export const Route = createFileRoute('/_app/library/exam/$examId/edit')({
  loader: ({ context, params }) => loadExamForEditing(context.queryClient, { level: 'system' }, idOrNotFound(params.examId)),
  component: SystemEditExamRoute,
});

function SystemEditExamRoute() {
  const examId = idOrNotFound(Route.useParams().examId);
  return <ExistingExamEditor library={{ level: 'system' }} examId={examId} examHref={`/library/exam/${examId}`} />;
}
