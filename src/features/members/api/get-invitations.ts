// GET s/join_school_invitations (spec §7 members): the school's invitations, newest first, with their state.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { SchoolPosition } from '@/shared/constants.ts';
import type { Page } from './get-join-requests.ts';

export type InvitationStatus = 'pending' | 'accepted' | 'expired';

export interface Invitation {
  id: number;
  email: string;
  roleType: SchoolPosition;
  createdAt: string;
  acceptedAt: string | null;
  status: InvitationStatus;
}

export const INVITATIONS_PER_PAGE = 12;

export const invitationsKey = (schoolId: number) => ['invitations', schoolId] as const;

export const getInvitations = (schoolId: number, p: { page: number; email?: string }, signal?: AbortSignal) =>
  request<Page<Invitation>>('s/join_school_invitations', {
    school: schoolId,
    signal,
    query: { page: p.page, perPage: INVITATIONS_PER_PAGE, email: p.email },
  });

export const invitationsQueryOptions = (schoolId: number, p: { page: number; email?: string }) =>
  queryOptions({
    queryKey: [...invitationsKey(schoolId), 'list', p],
    queryFn: ({ signal }) => getInvitations(schoolId, p, signal),
    placeholderData: keepPreviousData,
  });
