// The range of days the usage tab shows: the last 30 days by default, ending today in Vietnam.
const DAY_MS = 24 * 60 * 60 * 1000;
const VN_OFFSET_MS = 7 * 60 * 60 * 1000;

/** yyyy-MM-dd of the Vietnamese day `now` falls in, `back` days earlier. */
export function vnDay(now: number, back = 0): string {
  return new Date(now + VN_OFFSET_MS - back * DAY_MS).toISOString().slice(0, 10);
}

export const defaultRange = (now = Date.now()) => ({ from: vnDay(now, 29), to: vnDay(now) });

/** 2026-03-05 → 05/03 under a column, 05/03/2026 in the table. */
export const dayLabels = (day: string) => ({
  label: `${day.slice(8, 10)}/${day.slice(5, 7)}`,
  fullLabel: `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`,
});
