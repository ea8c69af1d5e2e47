// The student's home, pronunciation: a few lessons suggested for the student's grade (of their groups), each opening
// the practice screen on that lesson in one tap.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HomePanel, homeRowLink } from '@/components/home-panel.tsx';
import { lessonsQueryOptions } from '../api/get-lessons.ts';
import { VOCABULARY_KIND_LABEL, type PracticeLesson } from '../api/speaking-types.ts';

const SHOWN = 3;

/** The student's grades first (their lessons in textbook order), then nothing else: a suggestion, not the catalogue. */
export function suggestedLessons(lessons: PracticeLesson[], grades: number[]): PracticeLesson[] {
  const mine = grades.length ? lessons.filter((l) => l.grade !== null && grades.includes(l.grade)) : lessons;
  return mine.slice(0, SHOWN);
}

export function HomePractice({ schoolId, grades }: { schoolId: number; grades: number[] }) {
  // useQuery, not suspense: one panel of the home must not hold up or fail the others.
  const lessons = useQuery(lessonsQueryOptions(schoolId));
  const suggested = suggestedLessons(lessons.data ?? [], grades);
  return (
    <HomePanel
      title="Luyện phát âm"
      loading={!lessons.data && !lessons.isError}
      failed={!lessons.data && lessons.isError}
      onRetry={() => void lessons.refetch()}
      isEmpty={suggested.length === 0}
      empty="Trường chưa có bài luyện phát âm cho lớp của em."
      more={
        <Link to="/$schoolId/learning-with-ai" params={{ schoolId: String(schoolId) }} search={{}} className="font-medium text-brand-700 hover:underline">
          Mở Luyện phát âm AI
        </Link>
      }
    >
      {suggested.map((l) => (
        <li key={l.id}>
          <Link to="/$schoolId/learning-with-ai" params={{ schoolId: String(schoolId) }} search={{ lessonId: l.id }} className={homeRowLink}>
            <span className="font-medium text-slate-900">{l.title}</span>
            <span className="text-sm text-slate-600">
              {l.seriesName}
              {l.grade ? ` · Lớp ${l.grade}` : ''}
              {l.unit ? ` · ${l.unit}` : ''} · {VOCABULARY_KIND_LABEL[l.kind]}
            </span>
          </Link>
        </li>
      ))}
    </HomePanel>
  );
}
