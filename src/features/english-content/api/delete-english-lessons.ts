// POST s/english_lessons/delete {ids}: the school's lessons among the ids deleted at once, with their items.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey } from '@/components/library/library-ref.ts';

export function useDeleteEnglishLessons(schoolId: number) {
  const qc = useQueryClient();
  const ref = { level: 'school', schoolId } as const;
  return useMutation({
    mutationFn: (ids: number[]) => requestData<{ deleted: number }>('s/english_lessons/delete', { method: 'POST', school: schoolId, body: { ids } }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey('english', ref) }),
  });
}
