// GET s/school: a school's own information for its staff (/{schoolId}/school) — who it is, how to reach it, its
// contract with the days left, its administrators, and its use of the contract's quotas (counted as the statistics
// count them, server/src/schools/school-stats.ts usageStats).

export interface SchoolInfo {
  id: number;
  name: string;
  code: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  contract: {
    /** First day, yyyy-MM-dd; null for a school made before contracts were recorded. */
    startsOn: string | null;
    /** Last day the school is open, yyyy-MM-dd in Vietnam. */
    lastDay: string;
    /** Whole days after today (in Vietnam) up to the last day: 0 on the last day itself. */
    daysLeft: number;
  };
  /** The school's administrators still active in it, by name. */
  administrators: { id: number; name: string; email: string }[];
  storage: { usedBytes: number; limitMb: number | null };
  /** Scored pronunciation calls since the contract began (since: its first day, or null: since the school began). */
  speaking: { used: number; limit: number | null; since: string | null };
}

/** A contract this close to its last day is shown as ending soon. */
export const CONTRACT_ENDING_DAYS = 30;

/** Where the school's own statistics sit on its home, so the information page can link straight to them. */
export const SCHOOL_STATS_ANCHOR = 'thong-ke';
