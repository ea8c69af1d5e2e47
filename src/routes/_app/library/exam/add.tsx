// /library/exam/add (spec §2 system library): a new system exam, from the system's question banks.
import { createFileRoute } from '@tanstack/react-router';
import { ExamEditorPage } from '@/features/exam-library/components/exam-editor-page.tsx';

export const Route = createFileRoute('/_app/library/exam/add')({
  component: SystemAddExamRoute,
});

function SystemAddExamRoute() {
  const navigate = Route.useNavigate();
  return (
    <ExamEditorPage
      library={{ level: 'system' }}
      schoolId={0}
      exam={null}
      structure={null}
      backHref="/library/exam"
      onSaved={(id) => void navigate({ href: `/library/exam/${id}` })}
    />
  );
}
