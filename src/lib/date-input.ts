// Dates and times as the user types and reads them, whatever the device language: dd/MM/yyyy and 24-hour HH:mm
// (a browser's own date picker follows the browser's language, which showed mm/dd/yyyy and AM/PM). The form keeps
// the ISO forms: yyyy-MM-dd, and yyyy-MM-ddTHH:mm in local time.

const pad = (n: number) => String(n).padStart(2, '0');

/** Typed digits with the slashes put in: "0703" → "07/03", "07031990" → "07/03/1990". */
export function maskDate(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

/** Typed digits with the colon put in after the hour: "083" → "08:3", "0830" → "08:30". */
export function maskTime(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}:${d.slice(2)}` : d;
}

/** "07/03/1990" → "1990-03-07"; null unless it is a real calendar day. */
export function parseDateText(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m;
  const iso = `${yyyy}-${mm}-${dd}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** "08:30" → "08:30"; null unless 00:00–23:59. */
export function parseTimeText(text: string): string | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text.trim());
  return m && Number(m[1]) < 24 && Number(m[2]) < 60 ? `${m[1]}:${m[2]}` : null;
}

/** "1990-03-07" → "07/03/1990"; anything else is shown as it is. */
export function dateText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** The time part of "yyyy-MM-ddTHH:mm". */
export const timeText = (isoLocal: string) => /T(\d{2}:\d{2})/.exec(isoLocal)?.[1] ?? '';

/** A local date-time as the form keeps it. */
export const localDateTime = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** True for a complete, real local date-time in the form's yyyy-MM-ddTHH:mm. */
export const isLocalDateTime = (s: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(s) && parseDateText(dateText(s)) !== null && parseTimeText(timeText(s)) !== null;
