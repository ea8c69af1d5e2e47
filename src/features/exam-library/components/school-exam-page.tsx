// One exam of a school's library, wherever it is opened from (the list, a category, the shared exams): its teachers
// give it to their groups or copy it into their own library, those who edit the school's exams open the editor, and
// on a shared exam its reviewers approve it or reject it with a reason.
import { useNavigate } from '@tanstack/react-router';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { mayIn } from '@/components/library/library-permissions.ts';
import { ReviewBar } from '@/components/library/review-bar.tsx';
import type { SessionData } from '@/shared/session.ts';
import { ExamPage } from './exam-page.tsx';

export interface SchoolExamPageProps {
  schoolId: number;
  examId: number;
  session: SessionData;
  links: { back: string; backLabel: string; preview: string; edit?: string };
  /** Offer the review (a shared exam's page). */
  review?: boolean;
}

export function SchoolExamPage({ schoolId, examId, session, links, review = false }: SchoolExamPageProps) {
  const navigate = useNavigate();
  const grants = session.grants;
  const reviewer = review && mayIn(grants, 'exam', 'school', 'approve');
  return (
    <ExamPage
      library={{ level: 'school', schoolId }}
      examId={examId}
      canGive={session.user.userType === 'teacher'}
      links={{ ...links, edit: links.edit && mayIn(grants, 'exam', 'school', 'update') ? links.edit : undefined }}
      share={(exam) => (
        <LibraryShareMenu kind="exam" schoolId={schoolId} item={exam} allowed={{ copyFromSchool: mayIn(grants, 'exam', 'personal', 'create') }} />
      )}
      extra={reviewer ? <ReviewBar kind="exam" schoolId={schoolId} ids={[examId]} onDone={() => void navigate({ href: links.back })} /> : undefined}
    />
  );
}
