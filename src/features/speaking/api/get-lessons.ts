// GET s/english_contents/lessons: the school's English practice lessons (words, sentences, paragraphs), kept in the
// offline read cache for practice without network.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { PracticeLesson } from './speaking-types.ts';

export const getLessons = (schoolId: number) => requestData<PracticeLesson[]>('s/english_contents/lessons', { school: schoolId });

export const lessonsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['speaking', schoolId, 'lessons'],
    queryFn: () => getLessons(schoolId),
    meta: { offline: true },
  });
