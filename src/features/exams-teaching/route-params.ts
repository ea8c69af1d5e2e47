// The grading page's search (?userExamId=).
import { parseId } from '@/lib/route-ids.ts';

export interface GradingSearch {
  /** The attempt being graded; absent → the first one waiting for a grade. */
  userExamId?: number;
}

export function parseGradingSearch(search: Record<string, unknown>): GradingSearch {
  const userExamId = parseId(search.userExamId);
  return userExamId === null ? {} : { userExamId };
}
