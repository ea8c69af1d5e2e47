// GET s/comments/students?groupId: the comments a student received in a group (kept in the offline read cache).
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { Comment } from '@/shared/mission.ts';
import { commentsKey } from './mission-keys.ts';

interface CommentPage {
  data: Comment[];
  pagination: { total: number; page: number; perPage: number };
}

export const studentCommentsQueryOptions = (schoolId: number, userId: number, groupId: number) =>
  queryOptions({
    queryKey: [...commentsKey(schoolId), 'student', userId, groupId],
    queryFn: () => request<CommentPage>('s/comments/students', { school: schoolId, query: { groupId, perPage: 50 } }),
    select: (page) => page.data,
    staleTime: 0,
    meta: { offline: true },
  });
