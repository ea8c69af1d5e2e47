// /s/v1/comment_templates (spec §7): the teacher's templates (list with pagination, create, update, delete). The
// list cache is updated in place: creating appends and raises the total by one (spec §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { CommentTemplate } from '@/shared/mission.ts';
import { templatesKey, type TemplatePage } from '@/lib/queries/comment-templates.ts';
import type { CommentTemplateInput } from '@/shared/schemas/mission.ts';

export function useCreateTemplate(schoolId: number, page: number, perPage: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentTemplateInput) => requestData<CommentTemplate>('s/v1/comment_templates', { method: 'POST', school: schoolId, body }),
    onSuccess: (created) => {
      qc.setQueryData<TemplatePage>(
        [...templatesKey(schoolId), page, perPage],
        (old) =>
          old && {
            data: [...old.data, created],
            pagination: { ...old.pagination, total: old.pagination.total + 1 },
          },
      );
    },
  });
}

export function useUpdateTemplate(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CommentTemplateInput }) =>
      requestData<CommentTemplate>(`s/v1/comment_templates/${id}`, { method: 'PUT', school: schoolId, body }),
    onSuccess: (updated) => {
      qc.setQueriesData<TemplatePage>(
        { queryKey: templatesKey(schoolId) },
        (old) =>
          old && {
            ...old,
            data: old.data.map((x) => (x.id === updated.id ? updated : x)),
          },
      );
    },
  });
}

export function useDeleteTemplate(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestData<{ id: number }>(`s/v1/comment_templates/${id}`, { method: 'DELETE', school: schoolId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: templatesKey(schoolId) }),
  });
}
