// Managing one content type's categories (spec §3 category types; a tree of at most two levels): the system's at
// /system/category/{type}, a school's in its library. Add, rename, move under a parent, reorder by position, delete —
// refused with the number of items still filed there.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { CATEGORY_TYPE_LABELS, type CategoryType, type LibraryCategory } from '@/shared/library.ts';
import { categorySchema } from '@/shared/schemas/library.ts';
import { categoriesQueryOptions, useDeleteCategory, useSaveCategory, type CategoryOwner } from './api/categories.ts';

interface FormValues {
  name: string;
  parentId: string;
  position: string;
}
const toInput = (f: FormValues) => ({ name: f.name, parentId: f.parentId ? Number(f.parentId) : null, position: f.position === '' ? 0 : Number(f.position) });

function CategoryDialog({
  open,
  onClose,
  category,
  parents,
  saving,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  category: LibraryCategory | null;
  parents: LibraryCategory[];
  saving: boolean;
  onSave: (values: ReturnType<typeof toInput>) => Promise<void>;
}) {
  const formId = useId();
  const { register, handleSubmit, reset, setError, formState } = useForm<FormValues>({ resolver: mappedResolver(categorySchema, toInput) });
  useEffect(() => {
    if (open) reset({ name: category?.name ?? '', parentId: category?.parentId ? String(category.parentId) : '', position: String(category?.position ?? 0) });
  }, [open, category, reset]);
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(toInput(values));
      onClose();
    } catch (e) {
      reportFormError(e, setError, ['name', 'parentId', 'position']);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={category ? 'Sửa danh mục' : 'Thêm danh mục'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Lưu
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-3">
        <TextField label="Tên danh mục" required error={formState.errors.name?.message} {...register('name')} />
        <SelectField
          label="Danh mục cha"
          placeholder="Không có (danh mục cấp 1)"
          options={parents.filter((p) => p.id !== category?.id).map((p) => ({ value: p.id, label: p.name }))}
          error={formState.errors.parentId?.message}
          {...register('parentId')}
        />
        <TextField label="Thứ tự" type="number" min={0} error={formState.errors.position?.message} {...register('position')} />
      </form>
    </Dialog>
  );
}

export function CategoryManager({ type, owner, canEdit }: { type: CategoryType; owner: CategoryOwner; canEdit: boolean }) {
  const list = useQuery(categoriesQueryOptions(type, owner));
  const save = useSaveCategory(type, owner);
  const remove = useDeleteCategory(type, owner);
  const [editing, setEditing] = useState<LibraryCategory | null | 'new'>(null);
  const [deleting, setDeleting] = useState<LibraryCategory | null>(null);
  const all = list.data ?? [];
  const parents = all.filter((c) => c.parentId === null);
  const rows = parents.flatMap((p) => [p, ...all.filter((c) => c.parentId === p.id)]);
  const columns: Column<LibraryCategory>[] = [
    {
      key: 'name',
      header: 'Tên danh mục',
      cell: (c) => (c.parentId === null ? <span className="font-medium text-slate-900">{c.name}</span> : <span className="pl-6">— {c.name}</span>),
    },
    { key: 'count', header: 'Số mục', className: 'text-right', cell: (c) => c.itemCount },
    { key: 'position', header: 'Thứ tự', className: 'text-right', cell: (c) => c.position },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Thao tác</span>,
            cell: (c: LibraryCategory) => (
              <div className="flex justify-end gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing(c)}>
                  Sửa<span className="sr-only"> “{c.name}”</span>
                </Button>
                <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDeleting(c)}>
                  {TEXT.delete}
                  <span className="sr-only"> “{c.name}”</span>
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];
  const title = `Danh mục ${CATEGORY_TYPE_LABELS[type]}${owner === null ? '' : ' của trường'}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {canEdit && <Button onClick={() => setEditing('new')}>Thêm danh mục</Button>}
      </div>
      {list.isError ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <Table caption={title} columns={columns} rows={rows} rowKey={(c) => c.id} loading={list.isPending} empty="Chưa có danh mục nào" />
      )}
      <CategoryDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        category={editing === 'new' ? null : editing}
        parents={parents}
        saving={save.isPending}
        onSave={async (values) => {
          await save.mutateAsync({ id: editing === 'new' || !editing ? undefined : editing.id, values });
          toast.success(editing === 'new' ? MSG.created : MSG.updated);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Xoá danh mục"
        message={`Xoá danh mục “${deleting?.name ?? ''}”${deleting?.parentId === null ? ' và các danh mục con' : ''}?`}
        confirmLabel={TEXT.delete}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => {
              toast.success(MSG.libraryDeleted);
              setDeleting(null);
            },
            onError: (e) => {
              setDeleting(null);
              handleApiError(e);
            },
          })
        }
      />
    </div>
  );
}
