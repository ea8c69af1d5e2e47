// The numeric ids of the learning-view exam routes (/{schoolId}/my-learning-group/{id}/{examId}/…): a non-numeric
// segment is a 404, not a request the server would refuse.
import { notFound } from '@tanstack/react-router';

const positiveInt = (raw: string): number | null => (/^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export function examRouteIds(params: { id: string; examId: string }): { groupId: number; examId: number } {
  const groupId = positiveInt(params.id);
  const examId = positiveInt(params.examId);
  if (groupId === null || examId === null) throw notFound();
  return { groupId, examId };
}
