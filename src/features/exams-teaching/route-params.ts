// Parsing of the teaching routes' ids (/school-group/{id}/{examId}) and the grading page's search (?userExamId=).
import { notFound } from '@tanstack/react-router';

/** A positive integer id from a path segment; anything else is an address that does not exist. */
export function parseIdParam(raw: string): number {
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound();
  return n;
}

export interface GradingSearch {
  /** The attempt being graded; absent → the first one waiting for a grade. */
  userExamId?: number;
}

export function parseGradingSearch(search: Record<string, unknown>): GradingSearch {
  const raw = search.userExamId;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? { userExamId: n } : {};
}
