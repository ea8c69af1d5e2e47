// /{schoolId}/school-group/comment-template: the teacher's comment templates — list with pages, create ('Thêm mới
// thành công', appended, total + 1), update ('Cập nhật thành công') and delete after a confirmation.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { CommentTemplate } from '@/shared/mission.ts';
import { useCreateTemplate, useDeleteTemplate, useUpdateTemplate } from '../api/comment-templates.ts';
import { commentTemplatesQueryOptions } from '@/lib/queries/comment-templates.ts';
import { AutoCommentSettings } from './auto-comment-settings.tsx';
import { TemplateDialog } from './template-dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';

const PER_PAGE = 12;

export function CommentTemplatesPage({ schoolId, page, onPage }: { schoolId: number; page: number; onPage: (p: number) => void }) {
  // useQuery, not suspense: the filters and pager stay on screen while another page of the list loads.
  const list = useQuery(commentTemplatesQueryOptions(schoolId, page, PER_PAGE));
  const create = useCreateTemplate(schoolId, page, PER_PAGE);
  const update = useUpdateTemplate(schoolId);
  const remove = useDeleteTemplate(schoolId);
  const [dialog, setDialog] = useState<{ open: boolean; editing: CommentTemplate | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<CommentTemplate | null>(null);

  const onDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(MSG.commentTemplateDeleted);
      },
      onError: (e) => handleApiError(e),
    });

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Mẫu nhận xét</h1>
        <Button onClick={() => setDialog({ open: true, editing: null })}>Thêm mẫu nhận xét</Button>
      </header>
      {!list.data ? (
        list.isError ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <PageSpinner />
        )
      ) : list.data.data.length === 0 ? (
        <EmptyState title="Chưa có mẫu nhận xét nào" />
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="template-total">
            Tổng số: {list.data.pagination.total}
          </p>
          <ul className="space-y-2">
            {list.data.data.map((t) => (
              <li key={t.id} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4" aria-label={t.title}>
                <div>
                  <p className="font-semibold text-slate-900">{t.title}</p>
                  <p className="whitespace-pre-wrap text-sm text-slate-700">{t.content}</p>
                </div>
                <div className="flex gap-1">
                  <Button variant="ghost" size="sm" className="text-brand-700" onClick={() => setDialog({ open: true, editing: t })}>
                    Sửa
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setDeleting(t)}>
                    Xoá
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} perPage={PER_PAGE} total={list.data.pagination.total} onChange={onPage} />
        </>
      )}
      <AutoCommentSettings schoolId={schoolId} />
      <TemplateDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog({ open: false, editing: null })}
        onSave={async (values) => {
          if (dialog.editing) {
            await update.mutateAsync({ id: dialog.editing.id, body: values });
            toast.success(MSG.commentTemplateUpdated);
          } else {
            await create.mutateAsync(values);
            toast.success(MSG.commentTemplateCreated);
          }
          setDialog({ open: false, editing: null });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={onDelete}
        loading={remove.isPending}
        danger
        title="Xoá mẫu nhận xét"
        message={`Xoá mẫu "${deleting?.title ?? ''}"?`}
        confirmLabel="Xoá"
      />
    </div>
  );
}
