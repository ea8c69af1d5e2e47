// POST s/{kind path}/approve | reject | pending {ids, reason} (spec §4 review, in batches).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { LibraryKind, ReviewStatus } from '@/shared/library.ts';
import { KIND_PATHS, libraryKey, type LibraryRef } from '../library-ref.ts';

const ACTIONS: Record<ReviewStatus, string> = { approved: 'approve', rejected: 'reject', pending: 'pending' };

export function useReviewLibraryItems(kind: LibraryKind, schoolId: number) {
  const qc = useQueryClient();
  const ref: LibraryRef = { level: 'school', schoolId };
  return useMutation({
    mutationFn: ({ status, ids, reason }: { status: ReviewStatus; ids: number[]; reason?: string }) =>
      requestData<{ changed: number }>(`s/${KIND_PATHS[kind]}/${ACTIONS[status]}`, { method: 'POST', school: schoolId, body: { ids, reason } }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey(kind, ref) }),
  });
}
