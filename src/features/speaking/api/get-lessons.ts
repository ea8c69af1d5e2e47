// GET s/english_contents/lessons: the school's English practice lessons (words, sentences, paragraphs), with a device
// copy for offline practice.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { withOfflineCopy } from './offline-copy.ts';
import type { PracticeLesson } from './speaking-types.ts';

export const getLessons = (schoolId: number) =>
  withOfflineCopy(schoolId, 'lessons', () => requestData<PracticeLesson[]>('s/english_contents/lessons', { school: schoolId }));

export const lessonsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['speaking', schoolId, 'lessons'],
    queryFn: () => getLessons(schoolId),
  });
