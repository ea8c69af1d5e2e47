// GET {level}/english_lessons/:id/download: the lesson's items as .xlsx in the import template's columns.
import { requestBlob } from '@/lib/http.ts';
import { asciiFileName, downloadBlob } from '@/lib/download.ts';
import { librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import { englishContentPath } from './get-english-content.ts';

export async function downloadEnglishLesson(ref: LibraryRef, id: number, name: string): Promise<void> {
  const blob = await requestBlob(`${englishContentPath(ref, id)}/download`, { school: librarySchool(ref) });
  downloadBlob(blob, `${asciiFileName(name) || 'Bai-tieng-Anh'}.xlsx`);
}
