// GET {level}/schedules/:id/download or s/shared_schedules/:id/download: the plan as a Word document, saved under its
// name (Vietnamese letters folded, so every device and mail client keeps the file name).
import { useState } from 'react';
import { requestBlob } from '@/lib/http.ts';
import { asciiFileName, downloadBlob } from '@/lib/download.ts';
import { handleApiError } from '@/lib/errors.ts';
import { libraryPath, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';

/** Where a plan is read from: one of the libraries, or the plans colleagues shared with the caller. */
export type PlanSource = LibraryRef | { level: 'shared'; schoolId: number };

export const planFileName = (name: string) => `${asciiFileName(name) || 'Giao-an'}.docx`;

export function usePlanDownload(source: PlanSource, id: number, name: string) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const path = source.level === 'shared' ? `s/shared_schedules/${id}/download` : libraryPath(source, `schedules/${id}/download`);
      const school = source.level === 'shared' ? source.schoolId : librarySchool(source);
      downloadBlob(await requestBlob(path, { school }), planFileName(name));
    } catch (e) {
      handleApiError(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
