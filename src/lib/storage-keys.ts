// Every localStorage / sessionStorage key the app uses (spec §9: token under one key, school id under another).
// Renaming a key signs every user out or loses their choice: add a migration if you must.
export const STORAGE_KEYS = {
  accessToken: 'lhs.accessToken',
  schoolId: 'lhs.schoolId',
  /** The school last opened on this device, kept across sign-outs: where a user of several schools lands. */
  lastSchoolId: 'lhs.lastSchoolId',
  breadcrumb: 'lhs.breadcrumb',
  sidebarCollapsed: 'lhs.sidebarCollapsed',
  chunkReloadAt: 'lhs.chunkReloadAt',
  usageWarningSeen: 'lhs.usageWarningSeen',
  /** This browser's id for the server's failed-login limit (auth/login-limit.ts): kept across sign-outs. */
  signInId: 'lhs.signInId',
} as const;

/**
 * Prefixes older versions wrote under (the last good session per school, a student's missions) before the persisted
 * read cache replaced them; removed at start so no user's data lingers.
 */
const LEGACY_KEY_PREFIXES = ['lhs.sessionCache.', 'lhs.missionCache.'] as const;

export function removeLegacyKeys(): void {
  try {
    for (const k of Object.keys(localStorage)) if (LEGACY_KEY_PREFIXES.some((p) => k.startsWith(p))) localStorage.removeItem(k);
  } catch {
    // Storage unavailable: there is nothing to remove either.
  }
}

export function readKey(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeKey(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS], value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the value simply is not remembered.
  }
}
