// What the administrator does to one entry from its row: delete it (DELETE {kind}/{id}, refused while anything uses
// it) or, for a supplier, stop or resume offering it (PATCH suppliers/{id}/inactive|active).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { CatalogueKind } from '@/shared/catalogues.ts';
import { invalidateCatalogue } from './invalidate.ts';

export type CatalogueAction = 'delete' | 'active' | 'inactive';

export function useCatalogueItemAction(kind: CatalogueKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: CatalogueAction }) =>
      action === 'delete' ? requestData<unknown>(`${kind}/${id}`, { method: 'DELETE' }) : requestData<unknown>(`${kind}/${id}/${action}`, { method: 'PATCH' }),
    networkMode: 'always',
    onSuccess: () => invalidateCatalogue(qc, kind),
  });
}
