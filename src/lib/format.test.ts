// Formatting helpers: every date test names its zone so the result never depends on the machine's TZ.
import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatClock, formatDate, formatDateTime, formatFileSize, formatNumber, formatPhone, formatRelative, toDate } from './format.ts';

const HCM = { timeZone: 'Asia/Ho_Chi_Minh' };
// Monday 2 March 2026, 14:05:09 in Hà Nội (UTC+7).
const MONDAY = new Date('2026-03-02T07:05:09Z');

describe('formatDate / formatDateTime', () => {
  it('shows dd/MM/yyyy and HH:mm:ss dd/MM/yyyy in the given zone', () => {
    expect(formatDate(MONDAY, HCM)).toBe('02/03/2026');
    expect(formatDateTime(MONDAY, HCM)).toBe('14:05:09 02/03/2026');
  });

  it('shows only the time of a moment of the same day, and the date too for another day', () => {
    expect(formatClock(MONDAY, new Date('2026-03-02T16:00:00Z'), HCM)).toBe('14:05');
    expect(formatClock(MONDAY, new Date('2026-03-02T17:30:00Z'), HCM)).toBe('14:05 02/03/2026');
    expect(formatClock(null)).toBe('');
  });

  it('reads unix seconds and ISO text', () => {
    const seconds = MONDAY.getTime() / 1000;
    expect(formatDateTime(seconds, HCM)).toBe('14:05:09 02/03/2026');
    expect(formatDateTime('2026-03-02T07:05:09.000Z', HCM)).toBe('14:05:09 02/03/2026');
  });

  it('crosses midnight by zone, not by UTC', () => {
    const lateUtc = new Date('2026-12-31T18:30:00Z');
    expect(formatDate(lateUtc, HCM)).toBe('01/01/2027');
    expect(formatDate(lateUtc, { timeZone: 'UTC' })).toBe('31/12/2026');
    expect(formatDateTime(new Date('2026-03-01T17:00:00Z'), HCM)).toBe('00:00:00 02/03/2026');
  });

  it("reads the device's zone without a zone given, as Intl does for it", () => {
    const device = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    for (const iso of ['2026-03-02T07:05:09Z', '2026-12-31T18:30:00Z', '2027-07-04T23:59:59Z', '2026-01-01T00:00:00Z']) {
      expect(formatDateTime(iso)).toBe(formatDateTime(iso, device));
      expect(formatRelative(iso, new Date(Date.parse(iso) + 3 * 86_400_000))).toBe(formatRelative(iso, new Date(Date.parse(iso) + 3 * 86_400_000), device));
    }
  });

  it('gives an empty text for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(toDate('')).toBeNull();
  });
});

describe('formatRelative', () => {
  const at = (ms: number) => new Date(MONDAY.getTime() + ms);
  const min = 60_000;
  const hour = 60 * min;
  const day = 24 * hour;

  it('says "Vừa xong" under a minute, also for a small clock skew into the future', () => {
    expect(formatRelative(MONDAY, at(59_000), HCM)).toBe('Vừa xong');
    expect(formatRelative(MONDAY, at(-30_000), HCM)).toBe('Vừa xong');
  });

  it('counts minutes under an hour and hours under a day', () => {
    expect(formatRelative(MONDAY, at(min), HCM)).toBe('1 phút trước');
    expect(formatRelative(MONDAY, at(59 * min + 59_000), HCM)).toBe('59 phút trước');
    expect(formatRelative(MONDAY, at(hour), HCM)).toBe('1 giờ trước');
    expect(formatRelative(MONDAY, at(23 * hour + 59 * min), HCM)).toBe('23 giờ trước');
  });

  it('shows the Vietnamese weekday and time under a week', () => {
    expect(formatRelative(MONDAY, at(day), HCM)).toBe('Thứ Hai, 14:05');
    const sunday = new Date('2026-03-08T02:00:00Z');
    expect(formatRelative(sunday, new Date(sunday.getTime() + 3 * day), HCM)).toBe('Chủ Nhật, 09:00');
    expect(formatRelative(MONDAY, at(7 * day - 1), HCM)).toBe('Thứ Hai, 14:05');
  });

  it('falls back to dd/MM/yyyy from a week on, and for dates well in the future', () => {
    expect(formatRelative(MONDAY, at(7 * day), HCM)).toBe('02/03/2026');
    expect(formatRelative(MONDAY, at(-2 * hour), HCM)).toBe('02/03/2026');
  });

  it('accepts unix seconds for both dates', () => {
    const s = MONDAY.getTime() / 1000;
    expect(formatRelative(s, s + 300, HCM)).toBe('5 phút trước');
  });
});

describe('formatNumber', () => {
  it('separates thousands with dots', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1500)).toBe('-1.500');
  });

  it('writes decimals after a comma and drops trailing zeros', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(7.25)).toBe('7,25');
    expect(formatNumber(8.0)).toBe('8');
  });

  it('gives an empty text for missing values', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('abbreviateNumber', () => {
  it('keeps numbers below 1000 whole', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(12)).toBe('12');
  });

  it('uses K, M, B, T with one decimal after a comma', () => {
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1200)).toBe('1,2K');
    expect(abbreviateNumber(1_500_000)).toBe('1,5M');
    expect(abbreviateNumber(2_000_000_000)).toBe('2B');
    expect(abbreviateNumber(3_400_000_000_000)).toBe('3,4T');
    expect(abbreviateNumber(-45_600)).toBe('-45,6K');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(abbreviateNumber(999_960)).toBe('1M');
  });
});

describe('formatPhone', () => {
  it('groups 10 digits 4-3-3', () => {
    expect(formatPhone('0912345678')).toBe('0912-345-678');
    expect(formatPhone(' 0912 345 678 ')).toBe('0912-345-678');
  });

  it('groups the old 11-digit mobiles 4-3-4 and leaves other forms as typed', () => {
    expect(formatPhone('01234567890')).toBe('0123-456-7890');
    expect(formatPhone('+84912345678')).toBe('+84912345678');
    expect(formatPhone('02438251234')).toBe('0243-825-1234');
    expect(formatPhone('12345678')).toBe('12345678');
    expect(formatPhone(null)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('uses the largest unit that fits, with a decimal comma from MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(12.4 * 1024 * 1024)).toBe('12,4 MB');
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe('1,5 GB');
  });
});
