// The grading page's search (?userExamId=&ungraded=1).
import { parseId } from '@/lib/route-ids.ts';

export interface GradingSearch {
  /** The attempt being graded; absent → the first one waiting for a grade. */
  userExamId?: number;
  /** Only the attempts still waiting for a grade in the queue. */
  ungraded?: boolean;
}

export function parseGradingSearch(search: Record<string, unknown>): GradingSearch {
  const userExamId = parseId(search.userExamId);
  const ungraded = search.ungraded === true || search.ungraded === 1 || search.ungraded === '1' || search.ungraded === 'true';
  return { ...(userExamId === null ? {} : { userExamId }), ...(ungraded ? { ungraded } : {}) };
}
