// Joining a teaching group through its link (spec §2 /school-group-invitation/{groupId}, §4 requests approved or
// rejected with a reason, §7 join_request, requests, leave): what the join page shows, a request as the group's
// teachers review it, and the reject form. One schema for the server's check and the dialog's.
import { reasonSchema, type ReasonInput } from './reason.ts';

export const GROUP_JOIN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GroupJoinStatus = (typeof GROUP_JOIN_STATUSES)[number];

/** A rejection's reason (the school's join requests share the rule). */
export const groupJoinRejectSchema = reasonSchema;
export type GroupJoinRejectInput = ReasonInput;

/**
 * Where the caller stands with the group, in the order the server decides it:
 * - member: already in it (a student opens it in "Nhóm của tôi", a teacher in the teaching view);
 * - not_in_school: not an active member of the group's school (join the school first);
 * - not_student: staff of the school (teachers are added by the school, not through the link);
 * - pending: her request waits for a teacher;
 * - locked: the group takes nobody new;
 * - open: she may ask.
 */
export type GroupInvitationState = 'member' | 'not_in_school' | 'not_student' | 'pending' | 'locked' | 'open';

/** GET school_groups/:id/invitation: what the join page shows. */
export interface GroupInvitation {
  group: { id: number; name: string; isLocked: boolean };
  school: { id: number; name: string };
  teachers: { id: number; first_name: string; last_name: string }[];
  state: GroupInvitationState;
  /** The caller's role in the group when state is member. */
  memberRole: 'student' | 'teacher' | null;
  /** The caller's latest rejected request, when nothing newer is pending or approved: why, and when. */
  lastRejection: { reason: string; decidedAt: string } | null;
}

/** POST school_groups/:id/join_request: the caller's pending request (201 new, 200 the one already waiting). */
export interface OwnGroupJoinRequest {
  id: number;
  groupId: number;
  status: 'pending';
  createdAt: string;
}

/** GET s/school_groups/:id/requests: one request as the group's teachers see it. */
export interface GroupJoinRequest {
  id: number;
  status: GroupJoinStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  user: { id: number; first_name: string; last_name: string; email: string };
  decidedBy: { id: number; first_name: string; last_name: string } | null;
}
