// The numeric ids of the learning-view exam routes (/{schoolId}/my-learning-group/{id}/{examId}/…): a non-numeric
// segment is a 404, not a request the server would refuse.
import { idOrNotFound } from '@/lib/route-ids.ts';

export const examRouteIds = (params: { id: string; examId: string }): { groupId: number; examId: number } => ({
  groupId: idOrNotFound(params.id),
  examId: idOrNotFound(params.examId),
});
