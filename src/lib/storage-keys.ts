// Every localStorage / sessionStorage key the app uses (spec §9: token under one key, school id under another).
// Renaming a key signs every user out or loses their choice: add a migration if you must.
export const STORAGE_KEYS = {
  accessToken: 'lhs.accessToken',
  schoolId: 'lhs.schoolId',
  breadcrumb: 'lhs.breadcrumb',
  sidebarCollapsed: 'lhs.sidebarCollapsed',
  chunkReloadAt: 'lhs.chunkReloadAt',
  usageWarningSeen: 'lhs.usageWarningSeen',
} as const;

/** Keys made of a prefix and a variable part. `sessionCache` + school id (or 'root'): the last good session. */
export const STORAGE_KEY_PREFIXES = {
  sessionCache: 'lhs.sessionCache.',
  /** + `${userId}.${what}`: a student's missions as last fetched, so a group opened online works offline (issue 5). */
  missionCache: 'lhs.missionCache.',
} as const;

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
