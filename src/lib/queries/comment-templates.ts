// GET s/v1/comment_templates (spec §7): a teacher's comment templates, a page at a time. Read by the templates screen
// and by the marking screen's template picker; the templates screen's mutations update this cache in place.
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { CommentTemplate } from '@/shared/mission.ts';

export interface TemplatePage {
  data: CommentTemplate[];
  pagination: { total: number; page: number; perPage: number };
}

export const templatesKey = (schoolId: number) => ['comment-templates', schoolId] as const;

export const commentTemplatesQueryOptions = (schoolId: number, page = 1, perPage = 12) =>
  queryOptions({
    queryKey: [...templatesKey(schoolId), page, perPage],
    queryFn: ({ signal }) => request<TemplatePage>('s/v1/comment_templates', { school: schoolId, signal, query: { page, perPage } }),
  });
