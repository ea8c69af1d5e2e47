// /s/v1/comment_template_settings (spec §7): the score bands (0–10) that choose a template for auto_comment; PUT
// replaces the teacher's whole list.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { CommentTemplateSetting } from '@/shared/mission.ts';
import type { CommentTemplateSettingsInput } from '@/shared/schemas/mission.ts';

const settingsKey = (schoolId: number) => ['comment-template-settings', schoolId] as const;

export const templateSettingsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: settingsKey(schoolId),
    queryFn: ({ signal }) => requestData<CommentTemplateSetting[]>('s/v1/comment_template_settings', { school: schoolId, signal }),
  });

export function useSaveTemplateSettings(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentTemplateSettingsInput) =>
      requestData<CommentTemplateSetting[]>('s/v1/comment_template_settings', { method: 'PUT', school: schoolId, body }),
    onSuccess: (saved) => qc.setQueryData(settingsKey(schoolId), saved),
  });
}
