// /{schoolId}/learning-with-ai: AI pronunciation practice. The loader only starts the lessons' fetch (hover preloads
// it); the page says itself when the content is not on the device. The scoring worker and its model load only here.
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { learningGroupGrades, learningGroupsQueryOptions } from '@/features/exams/api/get-learning-groups.ts';
import { lessonsQueryOptions } from '@/features/speaking/api/get-lessons.ts';
import { PracticePage } from '@/features/speaking/components/practice-page.tsx';
import { scoringClient } from '@/features/speaking/engine/device-scoring.ts';

const searchSchema = v.object({ lessonId: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined) });

export const Route = createFileRoute('/_app/$schoolId/learning-with-ai/')({
  validateSearch: (search) => v.parse(searchSchema, search),
  loader: ({ context }) => void context.queryClient.prefetchQuery(lessonsQueryOptions(context.schoolId)),
  component: PracticeRoute,
});

function PracticeRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const { lessonId } = Route.useSearch();
  const student = schoolSession.user.userType === 'student';
  // useQuery, not suspense: only which grade the lesson list starts on waits for it.
  const groups = useQuery({ ...learningGroupsQueryOptions(schoolId), enabled: student });
  return (
    <PracticePage
      schoolId={schoolId}
      userId={schoolSession.user.id}
      client={scoringClient()}
      initialLessonId={lessonId}
      grades={learningGroupGrades(groups.data)}
    />
  );
}
