// The grading page's search (?userExamId=&todo=1).
import { parseId } from '@/lib/route-ids.ts';

export interface GradingSearch {
  /** The attempt being graded; absent → the first one waiting for a grade. */
  userExamId?: number;
  /** Only the attempts still waiting for a grade in the queue. */
  todo?: boolean;
}

export function parseGradingSearch(search: Record<string, unknown>): GradingSearch {
  const userExamId = parseId(search.userExamId);
  const todo = search.todo === true || search.todo === 1 || search.todo === '1' || search.todo === 'true';
  return { ...(userExamId === null ? {} : { userExamId }), ...(todo ? { todo } : {}) };
}
