// Downloads a library item as the Word document the server writes (a bank in the import layout, an exam to print
// with its answer key), under the item's name.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { requestBlob } from '@/lib/http.ts';
import { downloadBlob, asciiFileName } from '@/lib/download.ts';
import { handleApiError } from '@/lib/errors.ts';
import { KIND_PATHS, libraryPath, librarySchool, type LibraryRef } from './library-ref.ts';
import type { LibraryKind } from '@/shared/library.ts';

export function useWordDownload(library: LibraryRef, kind: LibraryKind, id: number, name: string) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // An exam is written on request (spec §7 POST download); a bank is read.
      const blob = await requestBlob(libraryPath(library, `${KIND_PATHS[kind]}/${id}/download`), {
        method: kind === 'exam' ? 'POST' : 'GET',
        school: librarySchool(library),
      });
      downloadBlob(blob, `${asciiFileName(name) || 'Tai-lieu'}.docx`);
    } catch (e) {
      handleApiError(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

export function WordDownloadButton({ library, kind, id, name, label }: { library: LibraryRef; kind: LibraryKind; id: number; name: string; label: string }) {
  const { busy, download } = useWordDownload(library, kind, id, name);
  return (
    <Button size="sm" variant="secondary" loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
