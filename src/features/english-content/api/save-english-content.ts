// PUT {level}/english_lessons/:id/content: the lesson's unit, kind and every item, saved whole.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { EnglishContent, EnglishContentInput } from '@/shared/english-content.ts';
import { englishContentPath } from './get-english-content.ts';

export function useSaveEnglishContent(ref: LibraryRef, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EnglishContentInput) =>
      requestData<EnglishContent>(`${englishContentPath(ref, id)}/content`, { method: 'PUT', school: librarySchool(ref), body }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey('english', ref) }),
  });
}
