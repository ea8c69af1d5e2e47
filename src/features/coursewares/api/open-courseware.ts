// POST s/user_courseware/:cwId/open: the student opened an item. Marked opened on the device at once (the list shows
// it, offline too); the call waits for the network while the page is open (a paused mutation) and carries its own
// Idempotency-Key, so a retry counts once. The server's answer then replaces the local mark.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { newIdempotencyKey } from '@/offline/outbox-item.ts';
import type { CoursewareOpened, LearningCourseware } from '@/shared/courseware.ts';
import { learningCoursewaresKey } from './get-learning-coursewares.ts';
import { markOpened } from '../courseware-format.ts';

export function useOpenCourseware(schoolId: number, groupId: number) {
  const qc = useQueryClient();
  const key = learningCoursewaresKey(schoolId, groupId);
  return useMutation({
    mutationFn: ({ coursewareId, idempotencyKey }: { coursewareId: number; idempotencyKey: string }) =>
      requestData<CoursewareOpened>(`s/user_courseware/${coursewareId}/open`, {
        method: 'POST',
        school: schoolId,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onMutate: ({ coursewareId }) => {
      qc.setQueryData<LearningCourseware[]>(key, (list) => list && markOpened(list, coursewareId, new Date().toISOString()));
    },
    onSuccess: (opened, { coursewareId }) => {
      if (opened.openedAt) qc.setQueryData<LearningCourseware[]>(key, (list) => list && markOpened(list, coursewareId, opened.openedAt!, true));
    },
  });
}

/** The variables of one open: a key of its own, made when the student opens it (not when it is sent). */
export const openOf = (coursewareId: number) => ({ coursewareId, idempotencyKey: newIdempotencyKey() });
