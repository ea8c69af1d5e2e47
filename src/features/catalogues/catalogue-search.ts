// The address of a catalogue screen (subjects, grades, topics, suppliers): a search and a page, read like a library's.
import { parseLibrarySearch } from '@/components/library/library-search.ts';

export interface CatalogueSearch {
  name?: string;
  page?: number;
}

export function parseCatalogueSearch(search: Record<string, unknown>): CatalogueSearch {
  const { name, page } = parseLibrarySearch(search);
  return { name, page };
}
