// POST {level}/english_lessons/:id/import: spreadsheet rows checked (dryRun) or added to the lesson, all or nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { EnglishSheetRow } from '@/shared/english-content.ts';
import type { ImportResult } from '@/shared/import.ts';
import { englishContentPath } from './get-english-content.ts';

export function useImportEnglishItems(ref: LibraryRef, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, dryRun }: { rows: EnglishSheetRow[]; dryRun: boolean }) =>
      requestData<ImportResult>(`${englishContentPath(ref, id)}/import`, { method: 'POST', school: librarySchool(ref), body: { rows, dryRun } }),
    networkMode: 'always',
    onSuccess: (result) => {
      if (result.saved) void qc.invalidateQueries({ queryKey: libraryKey('english', ref) });
    },
  });
}
