// The URL search of the member screens, read defensively: a hand-edited address never breaks the page.
import type { JoinRequestStatus } from './api/get-join-requests.ts';

export interface MemberListSearch {
  page?: number;
  name?: string;
}

export interface JoinRequestSearch {
  page?: number;
  status?: JoinRequestStatus | 'all';
}

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;

function readPage(raw: unknown): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n > 1 ? n : undefined;
}

export function parseMemberListSearch(search: Record<string, unknown>): MemberListSearch {
  // The router JSON-parses values, so a search for "123" arrives as a number.
  const name = typeof search.name === 'string' || typeof search.name === 'number' ? String(search.name).trim() : '';
  return { page: readPage(search.page), name: name || undefined };
}

export function parseJoinRequestSearch(search: Record<string, unknown>): JoinRequestSearch {
  const status = STATUSES.find((s) => s === search.status);
  // Pending is the default view, so it is left out of the address.
  return { page: readPage(search.page), status: status === 'pending' ? undefined : status };
}
