// GET schools/export: the list as it is filtered on screen, as an Excel file in the import's columns.
import { requestBlob } from '@/lib/http.ts';
import type { SchoolStatusFilter } from './get-schools.ts';

export const exportSchools = (filters: { name?: string | undefined; status: SchoolStatusFilter }): Promise<Blob> =>
  requestBlob('schools/export', { query: { name: filters.name || undefined, status: filters.status === 'all' ? undefined : filters.status } });
