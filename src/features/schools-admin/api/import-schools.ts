// POST schools/import: the preview (dryRun) and the save of a spreadsheet's schools. A save refused because a row has
// a problem (a code taken since the preview) answers its problems as the preview does.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { ImportResult } from '@/shared/import.ts';
import type { SchoolImportRow } from '@/shared/schemas/school.ts';

export interface SchoolImportResult extends ImportResult {
  /** First administrators without an account yet: each is mailed a link to set a password. */
  newAdmins: number;
}

export function useImportSchools() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, dryRun }: { rows: SchoolImportRow[]; dryRun: boolean }) =>
      requestData<SchoolImportResult>('schools/import', { method: 'POST', body: { rows, dryRun }, timeoutMs: 120_000 }),
    onSuccess: (result) => (result.saved ? queryClient.invalidateQueries({ queryKey: ['schools'] }) : undefined),
  });
}
