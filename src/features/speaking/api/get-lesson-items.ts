// GET s/english_contents?lessonId: the approved items of one lesson (a word, a sentence or a paragraph each), kept in
// the offline read cache for practice without network.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { PracticeItem } from './speaking-types.ts';

/** Lessons hold a handful of items; one page takes them all. */
const PER_PAGE = 100;

export const getLessonItems = (schoolId: number, lessonId: number) =>
  requestData<PracticeItem[]>('s/english_contents', {
    school: schoolId,
    query: { lessonId, status: 'approved', perPage: PER_PAGE, page: 1 },
  });

export const lessonItemsQueryOptions = (schoolId: number, lessonId: number) =>
  queryOptions({
    queryKey: ['speaking', schoolId, 'items', lessonId],
    queryFn: () => getLessonItems(schoolId, lessonId),
    meta: { offline: true },
  });
