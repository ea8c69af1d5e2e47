// PATCH {kind}/order: one entry to a 1-based place of the whole catalogue (up, down, or where it was dropped).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { CatalogueItem, CatalogueKind } from '@/shared/catalogues.ts';
import { invalidateCatalogue } from './invalidate.ts';

export function useMoveCatalogueItem(kind: CatalogueKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (move: { id: number; position: number }) => requestData<CatalogueItem>(`${kind}/order`, { method: 'PATCH', body: move }),
    networkMode: 'always',
    onSettled: () => invalidateCatalogue(qc, kind),
  });
}
