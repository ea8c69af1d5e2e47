// The exam editor on an exam that exists, at any level: its route loads the exam and its parts first
// (loadExamForEditing, api/exam-structure.ts), then this shows them and goes back to the exam's page once saved.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import type { LibraryExam } from '@/shared/exam-library.ts';
import { examStructureQueryOptions } from '../api/exam-structure.ts';
import { ExamEditorPage } from './exam-editor-page.tsx';

export function ExistingExamEditor({ library, examId, examHref }: { library: LibraryRef; examId: number; examHref: string }) {
  const navigate = useNavigate();
  const { data: exam } = useSuspenseQuery(libraryItemQueryOptions<LibraryExam>('exam', library, examId));
  const { data: structure } = useSuspenseQuery(examStructureQueryOptions(library, examId));
  return (
    <ExamEditorPage
      library={library}
      schoolId={library.level === 'system' ? 0 : library.schoolId}
      exam={exam}
      structure={structure}
      backHref={examHref}
      onSaved={() => void navigate({ href: examHref })}
    />
  );
}
