import { describe, expect, it } from 'vitest';
import { dateText, isLocalDateTime, maskDate, maskTime, parseDateText, parseTimeText, timeText } from './date-input.ts';

describe('date input', () => {
  it('puts in the slashes and the colon as digits are typed', () => {
    expect(maskDate('07')).toBe('07');
    expect(maskDate('0703')).toBe('07/03');
    expect(maskDate('07/03/19905')).toBe('07/03/1990');
    expect(maskTime('8')).toBe('8');
    expect(maskTime('0830')).toBe('08:30');
  });

  it('reads dd/MM/yyyy and HH:mm, refusing what is not a real day or time', () => {
    expect(parseDateText('07/03/1990')).toBe('1990-03-07');
    expect(parseDateText('31/02/2026')).toBeNull();
    expect(parseDateText('7/3/1990')).toBeNull();
    expect(parseTimeText('23:59')).toBe('23:59');
    expect(parseTimeText('24:00')).toBeNull();
  });

  it('shows the form’s ISO values the Vietnamese way, and checks a whole date-time', () => {
    expect(dateText('1990-03-07')).toBe('07/03/1990');
    expect(timeText('2026-11-25T08:05')).toBe('08:05');
    expect(isLocalDateTime('2026-11-25T08:05')).toBe(true);
    expect(isLocalDateTime('2026-02-30T08:05')).toBe(false);
    expect(isLocalDateTime('25/11/2026T08:05')).toBe(false);
  });
});
