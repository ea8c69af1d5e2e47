// GET {level}/english_lessons/:id/content: a lesson's unit, kind and items, each with the words the scorer's
// dictionary lacks.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { KIND_PATHS, libraryKey, libraryPath, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { EnglishContent } from '@/shared/english-content.ts';

export const englishContentPath = (ref: LibraryRef, id: number) => libraryPath(ref, `${KIND_PATHS.english}/${id}`);

export const englishContentQueryOptions = (ref: LibraryRef, id: number) =>
  queryOptions({
    queryKey: [...libraryKey('english', ref), 'content', id],
    queryFn: ({ signal }) => requestData<EnglishContent>(`${englishContentPath(ref, id)}/content`, { school: librarySchool(ref), signal }),
  });
