// The one reading of an id from an address (a path segment or a search value): a positive safe integer, else nothing.
// Routes turn "nothing" into a 404, so a mistyped address never reaches the server as a request it would refuse.
import { notFound } from '@tanstack/react-router';

export function parseId(raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The school an address is under (/{schoolId}/…), or null outside a school. */
export function schoolOfPath(pathname: string): number | null {
  const segment = /^\/(\d+)(?:\/|$)/.exec(pathname)?.[1];
  return segment === undefined ? null : parseId(segment);
}

/** For route guards: the id, or the not-found page. */
export function idOrNotFound(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}
