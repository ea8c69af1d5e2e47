// The URL search of the member screens, read defensively: a hand-edited address never breaks the page.
import {
  DEFAULT_MEMBER_PAGE_SIZE,
  DEFAULT_MEMBER_SORT,
  MEMBER_PAGE_SIZES,
  MEMBER_SEARCH_MAX,
  MEMBER_STATUSES,
  isMemberSort,
  type MemberFilters,
} from '@/shared/member-list.ts';
import type { JoinRequestStatus } from './api/get-join-requests.ts';

export interface MemberListSearch extends MemberFilters {
  page?: number;
  perPage?: number;
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

/** The list's address: what is at its default (page 1, 12 a page, sorted by name) is left out. */
export function parseMemberListSearch(raw: object): MemberListSearch {
  const search = raw as Record<string, unknown>;
  // The router JSON-parses values, so a search for "123" arrives as a number.
  const name = typeof search.name === 'string' || typeof search.name === 'number' ? String(search.name).trim().slice(0, MEMBER_SEARCH_MAX) : '';
  const perPage = MEMBER_PAGE_SIZES.find((n) => n === Number(search.perPage) && n !== DEFAULT_MEMBER_PAGE_SIZE);
  const group = search.group === 'none' ? 'none' : Number.isInteger(Number(search.group)) && Number(search.group) > 0 ? Number(search.group) : undefined;
  return {
    page: readPage(search.page),
    name: name || undefined,
    perPage,
    group,
    status: MEMBER_STATUSES.find((s) => s === search.status),
    sort: isMemberSort(search.sort) && search.sort !== DEFAULT_MEMBER_SORT ? search.sort : undefined,
  };
}

export function parseJoinRequestSearch(search: Record<string, unknown>): JoinRequestSearch {
  const status = STATUSES.find((s) => s === search.status);
  // Pending is the default view, so it is left out of the address.
  return { page: readPage(search.page), status: status === 'pending' ? undefined : status };
}
