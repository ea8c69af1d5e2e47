// The system administrator's overview at '/' (GET /api/dashboard/system): what the server answers, shared by the
// server and the app. Each section is present only when the caller may open the list it leads to (see the server's
// dashboard/system-overview.ts for the permission behind each).
import { shiftDate, vietnamToday } from './school-stats.ts';

/** A school whose contract ends within this many days counts as expiring (and the school list filters the same). */
export const EXPIRING_WITHIN_DAYS = 30;
/** The weeks of the activity chart, this one included. */
export const OVERVIEW_WEEKS = 12;
/** How many schools nearest their limits are listed (and with the most content waiting). */
export const OVERVIEW_TOP = 5;

export interface SchoolCounts {
  /** Open for use (switched on, not past its expiry), the expiring ones included. */
  active: number;
  /** Open, and ending within EXPIRING_WITHIN_DAYS days. */
  expiring: number;
  /** Past its expiry date or switched off. */
  expired: number;
}

export interface AccountCounts {
  active: number;
  locked: number;
}

export interface UserCounts {
  teacher: AccountCounts;
  student: AccountCounts;
  other: AccountCounts;
}

/**
 * The library kinds whose school items wait for review and whose school lists filter by status=pending. (System and
 * personal items are approved as soon as written, so only school libraries have anything waiting.)
 */
export const REVIEW_KINDS = ['lecture', 'media', 'question', 'exam', 'schedule', 'english'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export interface PendingBySchool {
  school: { id: number; name: string };
  /** Items awaiting review in the school's library, per kind the caller may review (absent kinds: not shown). */
  counts: Partial<Record<ReviewKind, number>>;
}

export interface PendingReview {
  /** The kinds the caller may see, with their totals over every school. */
  totals: Partial<Record<ReviewKind, number>>;
  /** The schools with the most items waiting, most first. */
  schools: PendingBySchool[];
}

export interface SchoolQuotaUse {
  school: { id: number; name: string };
  used: number;
  limit: number;
}

export interface QuotaUse {
  /** Totals over every school: bytes stored, scored pronunciation calls (all time). */
  totals: { storageBytes: number; speakingCalls: number };
  /** Schools with a storage limit, nearest it first: bytes used against the limit in bytes. */
  storage: SchoolQuotaUse[];
  /** Schools with a call limit, nearest it first: scored calls since the contract began. */
  speaking: SchoolQuotaUse[];
}

export interface WeekActivity {
  /** The week's Monday in Vietnam, yyyy-MM-dd. */
  week: string;
  signIns: number;
  /** Accounts that signed in, submitted an exam or practised pronunciation that week, each once. */
  activeUsers: number;
  exams: number;
  speaking: number;
}

export interface SystemOverview {
  schools?: SchoolCounts;
  users?: UserCounts;
  review?: PendingReview;
  usage?: QuotaUse;
  activity?: WeekActivity[];
}

/** The Monday (yyyy-MM-dd) of the week holding `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return shiftDate(date, (weekday + 6) % 7);
}

/** The Mondays of the last `count` weeks in Vietnam, oldest first, this week's last. */
export function lastWeeks(count: number = OVERVIEW_WEEKS, now: number = Date.now()): string[] {
  const current = mondayOf(vietnamToday(now));
  return Array.from({ length: count }, (_, i) => shiftDate(current, (count - 1 - i) * 7));
}
