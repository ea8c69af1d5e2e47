// A school's statistics (spec §7 GET /schools/{id}/statistics/{type}; the school's own overview reads the same through
// GET s/statistics/{type}): what each type answers, shared by the server that counts and the screens that draw it.
// Days are Vietnamese calendar days (UTC+7, no daylight saving): a submission at 23:30 UTC counts for the next day.

export const STAT_TYPES = ['activity', 'learning', 'members', 'usage'] as const;
export type StatType = (typeof STAT_TYPES)[number];

/** The longest range a chart is asked for: a school year and then some. */
export const STAT_MAX_RANGE_DAYS = 366;
/** Up to this many days a range is counted per day; longer ones per month (a year of daily columns is unreadable). */
export const STAT_DAILY_MAX_DAYS = 62;
export const STAT_DEFAULT_RANGE_DAYS = 30;

/** yyyy-MM-dd, both ends included. */
export interface StatRange {
  startTime: string;
  endTime: string;
}

export interface ActivityPoint {
  /** yyyy-MM-dd for a day, yyyy-MM for a month. */
  period: string;
  exams: number;
  missions: number;
  speaking: number;
}

export interface ActivityStats extends StatRange {
  bucket: 'day' | 'month';
  /** Every period of the range, in order, the quiet ones with zeros. */
  points: ActivityPoint[];
  totals: { exams: number; missions: number; speaking: number; activeStudents: number };
}

/** Exam scores 0–10 in ten bands: [0, 1), [1, 2), …, [9, 10]. */
export const SCORE_BANDS = 10;

export interface MissionProgress {
  NOT_DOING: number;
  IN_PROGRESS: number;
  PENDING_REVIEW: number;
  COMPLETED: number;
}

export interface LearningStats extends StatRange {
  /** Attempts submitted in the range (a mission's exam task included) and how they scored, once scored. */
  exams: { submitted: number; scored: number; averageScore: number | null; bands: number[] };
  /** The students' work on missions due in the range: one per student of the mission's group. */
  missions: { count: number; progress: MissionProgress; late: number };
  /** Pronunciation scored in the range (0–100). */
  speaking: { scored: number; averageScore: number | null };
}

export interface GroupSize {
  id: number;
  name: string;
  students: number;
  teachers: number;
}

export interface MemberStats {
  byPosition: { supervisor: number; officer: number; teacher: number; student: number };
  /** Members whose account in the school is locked. */
  locked: number;
  /** The last twelve months, oldest first (yyyy-MM), with those who joined then and are still members. */
  joined: { month: string; staff: number; students: number }[];
  groupCount: number;
  /** The largest groups first, at most STAT_TOP_GROUPS. */
  groups: GroupSize[];
}

export const STAT_TOP_GROUPS = 12;

export interface UsageStats {
  storage: { usedBytes: number; limitMb: number | null; byKind: { kind: string; bytes: number }[] };
  /** Scored pronunciation calls since the contract started (all of them when no start is recorded). */
  speaking: { used: number; limit: number | null; since: string | null; months: { month: string; scripted: number; unscripted: number }[] };
  content: { exams: number; lectures: number; questionCollections: number; media: number; missions: number };
}

export interface StatsByType {
  activity: ActivityStats;
  learning: LearningStats;
  members: MemberStats;
  usage: UsageStats;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const VN_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Today's date in Vietnam, yyyy-MM-dd. */
export function vietnamToday(now: number = Date.now()): string {
  return new Date(now + VN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date `days` before (or after, when negative) a yyyy-MM-dd date. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The range of the last `days` days ending today (in Vietnam). */
export function lastDays(days: number, now: number = Date.now()): StatRange {
  const endTime = vietnamToday(now);
  return { startTime: shiftDate(endTime, days - 1), endTime };
}

/** How many days a range covers, both ends included (NaN when a date is unreadable). */
export function rangeDays({ startTime, endTime }: StatRange): number {
  return Math.round((Date.parse(`${endTime}T00:00:00Z`) - Date.parse(`${startTime}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every period of a range, in order: its days, or its months when longer than STAT_DAILY_MAX_DAYS. */
export function rangePeriods(range: StatRange): { bucket: 'day' | 'month'; periods: string[] } {
  const days = rangeDays(range);
  const periods: string[] = [];
  if (days <= STAT_DAILY_MAX_DAYS) {
    for (let i = days - 1; i >= 0; i--) periods.push(shiftDate(range.endTime, i));
    return { bucket: 'day', periods };
  }
  let [y, m] = range.startTime.split('-').map(Number) as [number, number];
  const last = range.endTime.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    periods.push(month);
    if (month >= last) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return { bucket: 'month', periods };
}

/** The last twelve months up to this one in Vietnam, yyyy-MM, oldest first. */
export function lastMonths(count: number, now: number = Date.now()): string[] {
  const today = vietnamToday(now);
  let [y, m] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = 0; i < count; i++) {
    months.unshift(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m < 1) {
      m = 12;
      y -= 1;
    }
  }
  return months;
}
