// GET {kind} (spec §7 admin level subjects, grades, suppliers, topics): one page of a catalogue in its order, each entry
// with its place and how many things use it, searched by name without accents.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import { CATALOGUES, type CatalogueItem, type CatalogueKind } from '@/shared/catalogues.ts';

export interface CataloguePage {
  data: CatalogueItem[];
  pagination: { total: number; page: number; perPage: number };
}

export interface CatalogueParams {
  page: number;
  name?: string;
}

/** Every query of one catalogue starts with this, so a change invalidates each page and search of it. */
export const catalogueKey = (kind: CatalogueKind) => ['catalogues', kind] as const;

export const catalogueQueryOptions = (kind: CatalogueKind, p: CatalogueParams) =>
  queryOptions({
    queryKey: [...catalogueKey(kind), p],
    queryFn: ({ signal }) => request<CataloguePage>(kind, { signal, query: { page: p.page, perPage: CATALOGUES[kind].perPage, name: p.name } }),
    placeholderData: keepPreviousData,
  });
