// Where the app opens: a user of one school lands in it, a user of several in the one last opened on this device, the
// others on the overview to choose. Only the page's first screen and the first one after signing in land this way;
// choosing the overview later (the school selector) shows it.
import type { SessionData } from '@/shared/session.ts';
import { STORAGE_KEYS, readKey, writeKey } from './storage-keys.ts';

let pending = true;

/** Signing in: the next screen lands like a fresh start. */
export function armLanding(): void {
  pending = true;
}

/** True once: for the first screen after the page opened or after armLanding(). */
export function takeLanding(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/** Remembered on this device whoever is signed in; used only for a user who belongs to that school. */
export function rememberSchool(schoolId: number): void {
  writeKey(STORAGE_KEYS.lastSchoolId, String(schoolId));
}

/** The school to open instead of the overview, or null to let the user choose. */
export function landingSchool(session: Pick<SessionData, 'userSchools'>): number | null {
  const ids = session.userSchools.map((s) => s.school.id);
  if (ids.length === 1) return ids[0]!;
  const last = Number(readKey(STORAGE_KEYS.lastSchoolId));
  return ids.includes(last) ? last : null;
}
