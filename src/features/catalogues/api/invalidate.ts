// After any change to a catalogue: its admin pages and the selection every library form and filter reads
// (components/library/api/get-selections.ts keys them ['selections', kind]).
import type { QueryClient } from '@tanstack/react-query';
import type { CatalogueKind } from '@/shared/catalogues.ts';
import { catalogueKey } from './get-catalogue.ts';

export const invalidateCatalogue = (qc: QueryClient, kind: CatalogueKind) =>
  Promise.all([qc.invalidateQueries({ queryKey: catalogueKey(kind) }), qc.invalidateQueries({ queryKey: ['selections', kind] })]);
