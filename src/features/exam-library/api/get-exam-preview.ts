// GET {level}/exams/:id/preview: the exam as a student sees it (no answer keys).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { ExamFraction } from '@/shared/exam.ts';
import { examPath } from './exam-structure.ts';

export interface ExamPreview {
  title: string;
  /** Seconds. */
  duration: number;
  totalPoints: number;
  fractions: ExamFraction[];
}

export const examPreviewQueryOptions = (library: LibraryRef, examId: number) =>
  queryOptions({
    queryKey: [...libraryKey('exam', library), 'preview', examId],
    queryFn: ({ signal }) => requestData<ExamPreview>(`${examPath(library, examId)}/preview`, { school: librarySchool(library), signal }),
  });
