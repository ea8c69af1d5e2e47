// Grades a teacher enters offline: queued in the outbox like student work (PUT s/user_exams/:id/marks) and sent in
// order per attempt, so a later correction never overtakes an earlier grade.
import type { MarksBody } from '@/shared/exam.ts';
import type { OutboxItem } from './db.ts';
import { enqueue } from './outbox.ts';
import { OFFLINE_MSG } from './offline-messages.ts';

export interface QueueMarksInput {
  /** The teacher. */
  userId: number;
  schoolId: number;
  userExamId: number;
  /** Shown in the sync status, e.g. the student's full name. */
  studentName: string;
  body: MarksBody;
}

export const marksUrl = (userExamId: number) => `/api/s/user_exams/${userExamId}/marks`;

export function queueMarks(input: QueueMarksInput): Promise<OutboxItem> {
  return enqueue({
    userId: input.userId,
    schoolId: input.schoolId,
    kind: 'grade',
    group: `grade:${input.userExamId}`,
    method: 'PUT',
    url: marksUrl(input.userExamId),
    body: input.body,
    label: OFFLINE_MSG.gradeLabel(input.studentName),
  });
}
