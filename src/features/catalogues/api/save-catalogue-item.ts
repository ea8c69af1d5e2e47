// POST {kind} (a new entry, added last) and PATCH {kind}/{id} (its name, a grade's school year, a topic's subject).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { CatalogueItem, CatalogueKind } from '@/shared/catalogues.ts';
import type { CatalogueInput } from '@/shared/schemas/catalogue.ts';
import { invalidateCatalogue } from './invalidate.ts';

export function useSaveCatalogueItem(kind: CatalogueKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CatalogueInput }) =>
      requestData<CatalogueItem>(id === null ? kind : `${kind}/${id}`, { method: id === null ? 'POST' : 'PATCH', body: input }),
    networkMode: 'always',
    onSuccess: () => invalidateCatalogue(qc, kind),
  });
}
