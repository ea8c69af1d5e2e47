// GET and PUT {level}/exams/:id/structure (spec §7 exams): an exam's parts as the editor edits them, and saving them.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { requestData } from '@/lib/http.ts';
import { libraryKey, libraryPath, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { EditableExam } from '@/shared/exam-library.ts';
import type { ExamStructureInput } from '@/shared/schemas/exam-library.ts';

export const examPath = (library: LibraryRef, examId: number) => `${libraryPath(library, 'exams')}/${examId}`;

export const examStructureQueryOptions = (library: LibraryRef, examId: number) =>
  queryOptions({
    queryKey: [...libraryKey('exam', library), 'structure', examId],
    queryFn: ({ signal }) => requestData<EditableExam>(`${examPath(library, examId)}/structure`, { school: librarySchool(library), signal }),
  });

/**
 * What the exam editor on an existing exam needs, loaded by its route. Here, with the queries, and not beside the
 * editor: a route's loader is in the app's first bundle, and must not bring the editor into it.
 */
export async function loadExamForEditing(queryClient: QueryClient, library: LibraryRef, examId: number): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(libraryItemQueryOptions('exam', library, examId)),
    queryClient.ensureQueryData(examStructureQueryOptions(library, examId)),
  ]);
}

export function useSaveExamStructure(library: LibraryRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, structure }: { examId: number; structure: ExamStructureInput }) =>
      requestData<EditableExam>(`${examPath(library, examId)}/structure`, { method: 'PUT', school: librarySchool(library), body: structure }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey('exam', library) }),
  });
}
