// /{schoolId}/person-library/exam/add (spec §2): a new exam in the teacher's library, written in the exam editor.
import { createFileRoute } from '@tanstack/react-router';
import { ExamEditorPage } from '@/features/exam-library/components/exam-editor-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/person-library/exam/add')({
  component: AddExamRoute,
});

function AddExamRoute() {
  const { schoolId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const base = `/${schoolId}/person-library/exam`;
  return (
    <ExamEditorPage
      library={{ level: 'personal', schoolId }}
      schoolId={schoolId}
      exam={null}
      structure={null}
      backHref={base}
      onSaved={(id) => void navigate({ href: `${base}/${id}` })}
    />
  );
}
