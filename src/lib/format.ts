// Display formatting of spec §9: dates (dd/MM/yyyy, HH:mm:ss dd/MM/yyyy, Vietnamese relative time), numbers with
// '.' thousands, K/M/B/T abbreviations and phone numbers grouped 4-3-3.
//
// Time zone: dates are shown in the device's zone (what the clock on the wall says for the person reading). Every
// date function takes an optional IANA `timeZone` so that tests, and any screen that must show school time, get the
// same result on every machine.

export type DateInput = Date | number | string | null | undefined;

export interface DateOptions {
  /** IANA zone, e.g. 'Asia/Ho_Chi_Minh'; the device's zone when absent. */
  timeZone?: string;
}

/** Date object, unix timestamp in seconds, or ISO text → Date; null when absent or unreadable. */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? new Date(input.getTime()) : typeof input === 'number' ? new Date(input * 1000) : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function partsOf(date: Date, timeZone: string | undefined): Parts {
  // The device's zone is what Date's own getters read: no Intl formatter, whose first construction (loading the
  // zone and locale data) cost a cheap tablet tens of milliseconds while the home screen first rendered.
  if (timeZone === undefined) {
    return {
      year: pad(date.getFullYear(), 4),
      month: pad(date.getMonth() + 1),
      day: pad(date.getDate()),
      hour: pad(date.getHours()),
      minute: pad(date.getMinutes()),
      second: pad(date.getSeconds()),
      weekday: date.getDay(),
    };
  }
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    // en-US with hourCycle h23 gives plain ASCII digits and a 00–23 hour whatever the platform's locale data.
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, fmt);
  }
  const map: Record<string, string> = {};
  for (const p of fmt.formatToParts(date)) map[p.type] = p.value;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(map.weekday ?? '');
  return {
    year: map.year ?? '',
    month: map.month ?? '',
    day: map.day ?? '',
    hour: map.hour ?? '',
    minute: map.minute ?? '',
    second: map.second ?? '',
    weekday,
  };
}

/** 'dd/MM/yyyy'; '' for a missing or unreadable date. */
export function formatDate(input: DateInput, opts: DateOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  const p = partsOf(date, opts.timeZone);
  return `${p.day}/${p.month}/${p.year}`;
}

/** 'HH:mm:ss dd/MM/yyyy'; '' for a missing or unreadable date. */
export function formatDateTime(input: DateInput, opts: DateOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  const p = partsOf(date, opts.timeZone);
  return `${p.hour}:${p.minute}:${p.second} ${p.day}/${p.month}/${p.year}`;
}

/** 'HH:mm' for a moment of today, 'HH:mm dd/MM/yyyy' for another day; '' for a missing or unreadable date. */
export function formatClock(input: DateInput, now: DateInput = new Date(), opts: DateOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  const p = partsOf(date, opts.timeZone);
  const today = formatDate(now, opts) === `${p.day}/${p.month}/${p.year}`;
  return today ? `${p.hour}:${p.minute}` : `${p.hour}:${p.minute} ${p.day}/${p.month}/${p.year}`;
}

/** mm:ss, or hh:mm:ss from one hour up; never negative. Rounds up so 0:00 shows only when time is really over. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** Spec §9: score out of 10 with one decimal, Vietnamese decimal comma. */
export const formatScore = (score: number) => score.toFixed(1).replace('.', ',');

/** "45 phút", "1 giờ 30 phút". */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} phút`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} giờ ${m} phút` : `${h} giờ`;
}

/** Vietnamese weekday names, Sunday first (Date#getDay order). */
export const WEEKDAYS_VI = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'] as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'Vừa xong' under a minute, 'x phút trước' under an hour, 'x giờ trước' under a day, 'Thứ Hai, 14:05' under a week,
 * else dd/MM/yyyy. A date slightly in the future (device clock behind the server) reads 'Vừa xong'; one further ahead
 * is shown as a plain date, since "in x hours" is not a phrase the spec asks for.
 */
export function formatRelative(input: DateInput, now: DateInput = new Date(), opts: DateOptions = {}): string {
  const date = toDate(input);
  const ref = toDate(now) ?? new Date();
  if (!date) return '';
  const diff = ref.getTime() - date.getTime();
  if (diff < MINUTE && diff > -MINUTE) return 'Vừa xong';
  if (diff < 0) return formatDate(date, opts);
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)} phút trước`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)} giờ trước`;
  if (diff < 7 * DAY) {
    const p = partsOf(date, opts.timeZone);
    return `${WEEKDAYS_VI[p.weekday] ?? ''}, ${p.hour}:${p.minute}`;
  }
  return formatDate(date, opts);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Vietnamese number: '.' between thousands, ',' before decimals (at most `maxDecimals`, trailing zeros dropped).
 * 1234567 → '1.234.567', 1234.5 → '1.234,5'.
 */
export function formatNumber(value: number | null | undefined, maxDecimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const [int = '0', frac = ''] = Math.abs(value).toFixed(maxDecimals).split('.');
  const decimals = frac.replace(/0+$/, '');
  const text = decimals ? `${groupThousands(int)},${decimals}` : groupThousands(int);
  return text === '0' ? '0' : sign + text;
}

const UNITS = [
  { limit: 1e12, suffix: 'T' },
  { limit: 1e9, suffix: 'B' },
  { limit: 1e6, suffix: 'M' },
  { limit: 1e3, suffix: 'K' },
] as const;

/**
 * Short form from 1000 up: one decimal with the Vietnamese decimal comma, so it never reads as a thousands dot
 * (1200 → '1,2K', 1500000 → '1,5M', 2e9 → '2B', 3.4e12 → '3,4T'). Below 1000 the plain number.
 */
/** A file's size in the largest fitting unit: "850 KB", "12,4 MB", "1,5 GB" (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, unit < 2 ? 0 : 1)} ${units[unit]}`;
}

export function abbreviateNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i]!;
    if (abs < unit.limit) continue;
    const rounded = Math.round((abs / unit.limit) * 10) / 10;
    // 999 950 rounds to 1000K: show it as 1M instead.
    const bigger = UNITS[i - 1];
    if (rounded >= 1000 && bigger) return `${sign}1${bigger.suffix}`;
    return `${sign}${formatNumber(rounded, 1)}${unit.suffix}`;
  }
  return formatNumber(value);
}

/**
 * Phone for display: 10 digits as 4-3-3 ('0912345678' → '0912-345-678'), the old 11-digit mobiles as 4-3-4.
 * Any other form (international +84…, landlines with an area code) is returned trimmed as typed, which is readable.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const digits = text.replace(/[\s.-]/g, '');
  if (/^\d{10,11}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  return text;
}
