// The school's teacher and student lists as the app and the server both read them (GET s/teachers, s/students, their
// statistics and their .xlsx export): the filters, the sorts, the page sizes a school may pick and the export's columns.
import type { MemberKind } from './member.ts';

/** Sortable columns; a leading '-' sorts descending. 'name' is the Vietnamese order: given name, then family name. */
export const MEMBER_SORT_KEYS = ['name', 'email', 'position', 'group', 'status'] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];
export type MemberSort = MemberSortKey | `-${MemberSortKey}`;
export const DEFAULT_MEMBER_SORT: MemberSort = 'name';

export const MEMBER_SORTS: readonly MemberSort[] = MEMBER_SORT_KEYS.flatMap((k) => [k, `-${k}` as const]);

export const isMemberSort = (value: unknown): value is MemberSort => (MEMBER_SORTS as readonly unknown[]).includes(value);

/** A big school's page may hold a whole grade: the table renders only the rows on screen. */
export const MEMBER_PAGE_SIZES = [12, 50, 100, 500] as const;
export const DEFAULT_MEMBER_PAGE_SIZE = 12;
export const MAX_MEMBER_PAGE_SIZE = 500;

export const MEMBER_STATUSES = ['active', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** What narrows a list (and its export): text without diacritics, one group or none, active or locked. */
export interface MemberFilters {
  name?: string;
  /** A group of the school, or 'none': members in no group of the school. */
  group?: number | 'none';
  status?: MemberStatus;
  sort?: MemberSort;
}

/** Longest search text (the server refuses longer): short enough to name an export task's subject. */
export const MEMBER_SEARCH_MAX = 100;

/** GET s/students/statistics and s/teachers/statistics: the whole school's figures, whatever the list shows. */
export interface MemberStatistics {
  total: number;
  /** Active in the school and as an account. */
  active: number;
  inactive: number;
  /** Signed in or sent work in the last 7 days (server/src/schools/member-statistics.ts says what counts). */
  activeLast7Days: number;
  byGender: { female: number; male: number; other: number; unknown: number };
  /** Every group of the school with how many of these members it holds, by name. */
  byGroup: { id: number; name: string; count: number }[];
  /** Members in no group of the school. */
  noGroup: number;
  /** Teachers only: how many hold each position. */
  byPosition: { position: string; count: number }[];
}

/**
 * The export's columns, titled as the import template titles them where they are the same field (Họ và tên đệm, Tên,
 * Email, …), so an exported file edited by the school can be imported again: the importer finds its columns by title.
 */
export const MEMBER_EXPORT_COLUMNS: Record<MemberKind, { title: string; width: number }[]> = {
  student: [
    { title: 'STT', width: 6 },
    { title: 'Họ và tên đệm', width: 22 },
    { title: 'Tên', width: 14 },
    { title: 'Email', width: 32 },
    { title: 'Số điện thoại', width: 16 },
    { title: 'Giới tính', width: 10 },
    { title: 'Ngày sinh', width: 14 },
    { title: 'Lớp', width: 20 },
    { title: 'Trạng thái', width: 16 },
  ],
  teacher: [
    { title: 'STT', width: 6 },
    { title: 'Họ và tên đệm', width: 22 },
    { title: 'Tên', width: 14 },
    { title: 'Email', width: 32 },
    { title: 'Số điện thoại', width: 16 },
    { title: 'Giới tính', width: 10 },
    { title: 'Ngày sinh', width: 14 },
    { title: 'Chức vụ', width: 16 },
    { title: 'Nhóm học tập', width: 24 },
    { title: 'Trạng thái', width: 16 },
  ],
};
