// Moving items between libraries (spec §4): share a personal item to the school, copy it, transfer it or share a copy
// to a colleague; copy a school item into one's own library.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { LibraryKind } from '@/shared/library.ts';
import { KIND_PATHS } from '../library-ref.ts';

export type ShareAction =
  | { action: 'share_to_school'; id: number }
  | { action: 'copy'; id: number }
  | { action: 'copy_from_school'; id: number }
  | { action: 'transfer'; id: number; userId: number }
  | { action: 'share_to_user'; id: number; userId: number };

function pathOf(kind: LibraryKind, a: ShareAction): string {
  const path = KIND_PATHS[kind];
  switch (a.action) {
    case 'copy_from_school':
      return `s/${path}/${a.id}/copy`;
    case 'transfer':
      return `s/personal/${path}/${a.id}/transfer/to/${a.userId}`;
    case 'share_to_user':
      return `s/personal/${path}/${a.id}/share_to_user/${a.userId}`;
    default:
      return `s/personal/${path}/${a.id}/${a.action}`;
  }
}

export function useShareLibraryItem(kind: LibraryKind, schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: ShareAction) => requestData<{ id: number }>(pathOf(kind, a), { method: 'POST', school: schoolId }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: ['library', kind] }),
  });
}
