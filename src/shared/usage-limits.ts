// Usage limits as the system administrator sets them (spec §3 usage fields, §7 storage_limits, §9 thresholds): per user
// type as system defaults and per school overriding them, the school-wide totals, and usage over a date range. One
// schema per input for the server's check and the form's, so each rule and its message live only here.
import * as v from 'valibot';

export const LIMIT_USER_TYPES = ['teacher', 'student'] as const;
export type LimitUserType = (typeof LIMIT_USER_TYPES)[number];
export const LIMIT_USER_TYPE_LABELS: Record<LimitUserType, string> = { teacher: 'Giáo viên', student: 'Học sinh' };

export interface LimitSet {
  /** Upload storage, MB. */
  storageMb: number;
  scriptedCallLimit: number;
  unscriptedCallLimit: number;
}

/** What an account follows when nobody set any limit (the figures accounts had before limits were configurable). */
export const LIMIT_BUILTIN: LimitSet = { storageMb: 1024, scriptedCallLimit: 500, unscriptedCallLimit: 100 };

export const LIMIT_MAX = 10_000_000;
/** Usage dates: at most this many days at once (as the speech statistics). */
export const USAGE_RANGE_MAX_DAYS = 366;

export const LIMIT_MSG = {
  wholeNumber: 'Nhập một số nguyên từ 0 trở lên',
  tooLarge: `Tối đa ${LIMIT_MAX.toLocaleString('vi-VN')}`,
  dateInvalid: 'Nhập ngày theo dạng dd/MM/yyyy',
  endBeforeStart: 'Ngày kết thúc không được trước ngày bắt đầu',
  rangeTooLong: `Chỉ xem được tối đa ${USAGE_RANGE_MAX_DAYS} ngày một lần`,
} as const;

export const limitValue = v.pipe(
  v.number(LIMIT_MSG.wholeNumber),
  v.finite(LIMIT_MSG.wholeNumber),
  v.integer(LIMIT_MSG.wholeNumber),
  v.minValue(0, LIMIT_MSG.wholeNumber),
  v.maxValue(LIMIT_MAX, LIMIT_MSG.tooLarge),
);

export const limitSetSchema = v.object({ storageMb: limitValue, scriptedCallLimit: limitValue, unscriptedCallLimit: limitValue });

/** A school's limits: its totals (null: none) and, per type, its own limits (null: the system defaults). */
export const schoolLimitsSchema = v.object({
  storageLimitMb: v.nullable(limitValue),
  speakingCallLimit: v.nullable(limitValue),
  teacher: v.nullable(limitSetSchema),
  student: v.nullable(limitSetSchema),
});
export type SchoolLimitsInput = v.InferOutput<typeof schoolLimitsSchema>;

/** One user's own limits (null: follow their school's or the system's). */
export const userLimitsSchema = v.object({
  totalAvailableStorage: v.optional(v.nullable(limitValue)),
  scriptedCallLimit: v.nullable(limitValue),
  unscriptedCallLimit: v.nullable(limitValue),
  resetUsage: v.optional(v.boolean(), false),
});
export type UserLimitsInput = v.InferOutput<typeof userLimitsSchema>;

export type DefaultLimits = Record<LimitUserType, LimitSet>;

export interface SchoolUsage {
  id: number;
  name: string;
  code: string;
  storageLimitMb: number | null;
  speakingCallLimit: number | null;
  usedStorageBytes: number;
  /** Scored calls since the contract began (as the school's statistics count them). */
  usedCalls: number;
  /** The higher of used/limit for storage and calls (0 without limits): the list is sorted by it. */
  ratio: number;
  overrides: Record<LimitUserType, LimitSet | null>;
}

export interface LimitUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  userType: LimitUserType;
  /** The figures set by hand for this user (null: follows the school's or the system's). */
  own: { storageMb: number | null; scriptedCallLimit: number | null; unscriptedCallLimit: number | null };
  limits: LimitSet;
  usedStorageMb: number;
  usedScriptedApiCall: number;
  usedUnscriptedApiCall: number;
}

export interface UsageDay {
  date: string;
  scripted: number;
  unscripted: number;
  /** Distinct users who had a call scored that day. */
  users: number;
}

export interface UsageBySchool {
  id: number;
  name: string;
  scripted: number;
  unscripted: number;
  users: number;
  /** Bytes of files uploaded in the range. */
  uploadedBytes: number;
  /** Bytes the school holds now, and its limit. */
  storageBytes: number;
  storageLimitMb: number | null;
}

export interface UsageRange {
  startTime: string;
  endTime: string;
  days: UsageDay[];
  schools: UsageBySchool[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-MM-dd → UTC midnight of that day, or null when it is no real date. */
export function parseDay(text: string): number | null {
  const m = ISO_DAY.exec(text);
  if (!m) return null;
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(time).toISOString().slice(0, 10) === text ? time : null;
}

/** Why a range of days (yyyy-MM-dd, both included) is refused, per field; null when it is fine. */
export function rangeErrors(startTime: string, endTime: string): Partial<Record<'startTime' | 'endTime', string>> | null {
  const from = parseDay(startTime);
  const to = parseDay(endTime);
  if (from === null || to === null)
    return { ...(from === null ? { startTime: LIMIT_MSG.dateInvalid } : {}), ...(to === null ? { endTime: LIMIT_MSG.dateInvalid } : {}) };
  if (to < from) return { endTime: LIMIT_MSG.endBeforeStart };
  if ((to - from) / DAY_MS + 1 > USAGE_RANGE_MAX_DAYS) return { endTime: LIMIT_MSG.rangeTooLong };
  return null;
}

/** Every day of a range, yyyy-MM-dd, in order. */
export function daysOf(startTime: string, endTime: string): string[] {
  const from = parseDay(startTime)!;
  const to = parseDay(endTime)!;
  const out: string[] = [];
  for (let d = from; d <= to; d += DAY_MS) out.push(new Date(d).toISOString().slice(0, 10));
  return out;
}
