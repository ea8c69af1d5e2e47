// The session payload of GET /api/sessions/current and GET /api/s/sessions/current (spec §3 current/session user).
import type { Grants } from './permissions.ts';
import type { ScoreThresholds } from './score-thresholds.ts';

export interface CurrentUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  phone: string | null;
  gender: number | null;
  birthday: string | null;
  userType: 'teacher' | 'student' | 'other';
  /** 0 for a school administrator, null outside a school. */
  schoolRoleId: number | null;
  schoolRole: { id: number; name: string } | null;
  totalUsedStorage: number;
  totalAvailableStorage: number;
  scriptedCallLimit: number;
  usedScriptedApiCall: number;
  unscriptedCallLimit: number;
  usedUnscriptedApiCall: number;
  totalUsedApiCall: number;
  totalAvailableApiCall: number;
  warningWhenNearLimit: boolean;
}

export interface SessionPermission {
  id: number;
  permissionId: number;
  group: { key: string };
}

/** A school the user belongs to; an expired one is listed (opening it says so) and marked. */
export interface UserSchool {
  id: number;
  name: string;
  expired: boolean;
}

export interface SessionData {
  user: CurrentUser;
  systemRole: { roleId: number; systemPermissions: SessionPermission[] }[];
  schoolRole: { id: number; schoolPermissions: SessionPermission[] }[];
  schoolRoleId: number | null;
  /** The school the session was loaded for (X-SCHOOL-ID), or null. */
  school: { id: number; name: string; code: string } | null;
  /** Schools the user belongs to (the user-school shortcut). */
  userSchools: { school: UserSchool }[];
  /** The permissions in force, computed by the server from the above. */
  grants: Grants;
  /**
   * The scores that colour pronunciation results in this school (spec /system/elsa-settings); kept with the session, so
   * practice offline colours by the last thresholds known. Absent from sessions stored before it existed.
   */
  speakingThresholds?: ScoreThresholds;
}

/** POST /api/sessions (login) answers the session plus the new token. */
export interface LoginData extends SessionData {
  accessToken: string;
}

export type JoinRequestStatus = 'pending' | 'approved' | 'rejected';

/**
 * One of the signed-in user's own requests to join a school (GET join_school_requests): waiting, or turned down
 * (with the school's reason) within the last 30 days. An approved one shows as a school of the user instead.
 */
export interface MyJoinRequest {
  id: number;
  school: { id: number; name: string };
  roleType: string;
  status: Exclude<JoinRequestStatus, 'approved'>;
  reason: string | null;
  createdAt: string;
}
