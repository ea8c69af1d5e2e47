// One library list for every content type and level (spec §2, §3): title and "add", the filters, a table with the
// items' filing and status, batch review for reviewers, edit and delete where permitted, and pagination; loading,
// empty and error states. A content type passes its own columns and actions.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format.ts';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { LIBRARY_KINDS, type LibraryFilters, type LibraryItem, type LibraryKind } from '@/shared/library.ts';
import type { LibraryMetaInput } from '@/shared/schemas/library.ts';
import { libraryPageQueryOptions } from './api/get-library-page.ts';
import { useDeleteLibraryItem, useSaveLibraryItem } from './api/save-library-item.ts';
import { librarySchool, type LibraryRef } from './library-ref.ts';
import { LibraryFilterBar } from './library-filter-bar.tsx';
import { LibraryItemDialog } from './library-item-dialog.tsx';
import { ReviewBar, type ApproveDialog } from './review-bar.tsx';
import { ReviewStatusBadge } from './review-status-badge.tsx';
import { isFiltered } from './library-search.ts';

/** Columns shown from 1280 px (Chromebooks and desktops); a tablet's narrower list folds them under the name. */
export const WIDE = 'hidden xl:table-cell';

function filing(item: LibraryItem, withOwner: boolean): string {
  return [item.category?.name, item.subject?.name, item.grade?.name, withOwner ? item.owner?.fullName : null].filter(Boolean).join(' · ');
}

export interface LibraryPermissions {
  create: boolean;
  /** Edit any item (the author of a school item not yet approved may edit theirs anyway). */
  update: boolean;
  delete: boolean;
}

export interface LibraryListPageProps<T extends LibraryItem> {
  kind: LibraryKind;
  library: LibraryRef;
  filters: LibraryFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<LibraryFilters>) => void;
  title: string;
  /** The item noun for buttons and dialogs ("ngân hàng câu hỏi"). */
  noun: string;
  searchLabel: string;
  emptyText: string;
  permissions: LibraryPermissions;
  userId: number;
  nameCell: (item: T) => ReactNode;
  extraColumns?: Column<T>[];
  rowActions?: (item: T) => ReactNode;
  /** After creating an item (to open it). */
  onCreated?: (item: T) => void;
  /** A type with its own editor: "add" and "edit" open it instead of the name-and-filing dialog. */
  createHref?: string;
  /** A type made from a file: "add" opens the type's own dialog. */
  onCreate?: () => void;
  editHref?: (item: T) => string;
  /** Items are not edited from this list (a school's exams are edited in their author's library). */
  noEdit?: boolean;
  intro?: ReactNode;
  /** More ways to add, beside "add" and shown with it (a lecture imported from PowerPoint). */
  moreCreate?: ReactNode;
  /** Approval that asks for more than the ids (ReviewBar). */
  approveDialog?: ApproveDialog;
  /** A type's own actions on the reviewer's selection, in the review toolbar; `done` clears the selection. */
  batchActions?: (ids: number[], done: () => void) => ReactNode;
}

export function LibraryListPage<T extends LibraryItem>(props: LibraryListPageProps<T>) {
  const { kind, library, filters, onFiltersChange, permissions, userId } = props;
  const list = useQuery(libraryPageQueryOptions<T>(kind, library, { ...filters, perPage: 12 }));
  const save = useSaveLibraryItem<T>(kind, library);
  const remove = useDeleteLibraryItem(kind, library);
  const [editing, setEditing] = useState<T | null | 'new'>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const reviewer = library.level === 'school' && Boolean(list.data?.reviewer);
  const page = filters.page ?? 1;
  const rows = list.data?.data ?? [];
  const mine = (item: T) => item.owner?.id === userId && item.status !== 'approved';
  const mayEdit = (item: T) => !props.noEdit && (permissions.update || (library.level === 'school' && mine(item)));
  const mayDelete = (item: T) => permissions.delete || (library.level === 'school' && mine(item));

  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const columns: Column<T>[] = [
    ...(reviewer
      ? [
          {
            key: 'select',
            header: (
              <input
                type="checkbox"
                aria-label="Chọn tất cả trên trang"
                className="size-5"
                checked={rows.length > 0 && rows.every((r) => selected.includes(r.id))}
                onChange={(e) => setSelected(e.target.checked ? rows.map((r) => r.id) : [])}
              />
            ),
            className: 'w-10',
            cell: (item: T) => (
              <input
                type="checkbox"
                aria-label={`Chọn “${item.name}”`}
                className="size-5"
                checked={selected.includes(item.id)}
                onChange={() => toggle(item.id)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'name',
      header: 'Tên',
      cell: (item) => (
        <div className="min-w-40">
          {props.nameCell(item)}
          {/* Where the filing columns are hidden (tablets), the filing is a line under the name. */}
          <p className="text-xs text-slate-500 xl:hidden">{filing(item, library.level !== 'personal')}</p>
        </div>
      ),
    },
    { key: 'category', header: 'Danh mục', className: WIDE, cell: (item) => item.category?.name ?? '—' },
    { key: 'filing', header: 'Môn / Khối', className: WIDE, cell: (item) => [item.subject?.name, item.grade?.name].filter(Boolean).join(' · ') || '—' },
    ...(props.extraColumns ?? []),
    ...(library.level !== 'personal' ? [{ key: 'owner', header: 'Người tạo', className: WIDE, cell: (item: T) => item.owner?.fullName ?? '—' }] : []),
    ...(library.level === 'school'
      ? [{ key: 'status', header: 'Trạng thái', cell: (item: T) => <ReviewStatusBadge status={item.status} reason={item.reviewReason} /> }]
      : []),
    { key: 'updated', header: 'Cập nhật', className: WIDE, cell: (item) => formatDate(item.updatedAt) },
    {
      key: 'actions',
      header: <span className="sr-only">Thao tác</span>,
      cell: (item) => (
        <div className="flex flex-wrap justify-end gap-2">
          {props.rowActions?.(item)}
          {mayEdit(item) &&
            (props.editHref ? (
              <Link to={props.editHref(item)} className={buttonClass('secondary', 'sm')}>
                Sửa<span className="sr-only"> “{item.name}”</span>
              </Link>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setEditing(item)}>
                Sửa<span className="sr-only"> “{item.name}”</span>
              </Button>
            ))}
          {mayDelete(item) && (
            <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDeleting(item)}>
              {TEXT.delete}
              <span className="sr-only"> “{item.name}”</span>
            </Button>
          )}
        </div>
      ),
    },
  ];

  const onSave = async (values: LibraryMetaInput) => {
    const target = editing === 'new' ? undefined : (editing ?? undefined);
    const saved = await save.mutateAsync({ id: target?.id, values });
    toast.success(target ? MSG.updated : MSG.created);
    if (!target) props.onCreated?.(saved);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{props.title}</h1>
        {permissions.create && (
          <div className="flex flex-wrap gap-2">
            {props.moreCreate}
            {props.onCreate ? (
              <Button onClick={props.onCreate}>Thêm {props.noun}</Button>
            ) : props.createHref ? (
              <Link to={props.createHref} className={buttonClass('primary')}>
                Thêm {props.noun}
              </Link>
            ) : (
              <Button onClick={() => setEditing('new')}>Thêm {props.noun}</Button>
            )}
          </div>
        )}
      </div>
      {props.intro}
      <LibraryFilterBar
        filters={filters}
        onChange={(patch) => {
          setSelected([]);
          onFiltersChange(patch);
        }}
        categoryType={LIBRARY_KINDS[kind].categoryType}
        schoolId={librarySchool(library)}
        showStatus={reviewer}
        searchLabel={props.searchLabel}
      />
      {reviewer && (
        <ReviewBar
          kind={kind}
          schoolId={librarySchool(library)!}
          ids={selected}
          onDone={() => setSelected([])}
          approveDialog={props.approveDialog}
          more={props.batchActions?.(selected, () => setSelected([]))}
        />
      )}
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <>
          <Table
            caption={props.title}
            columns={columns}
            rows={rows}
            rowKey={(item) => item.id}
            loading={list.isPending}
            empty={isFiltered(filters) ? 'Không tìm thấy kết quả phù hợp' : props.emptyText}
          />
          {list.data && (
            <Pagination
              page={page}
              perPage={list.data.pagination.perPage}
              total={list.data.pagination.total}
              onChange={(p) => onFiltersChange({ page: p > 1 ? p : undefined })}
            />
          )}
        </>
      )}
      <LibraryItemDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        item={editing === 'new' ? null : editing}
        title={editing === 'new' ? `Thêm ${props.noun}` : `Sửa ${props.noun}`}
        categoryType={LIBRARY_KINDS[kind].categoryType}
        schoolId={librarySchool(library)}
        saving={save.isPending}
        onSave={onSave}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Xoá ${props.noun}`}
        message={`Xoá “${deleting?.name ?? ''}” và mọi nội dung bên trong? Không thể hoàn tác.`}
        confirmLabel={TEXT.delete}
        danger
        loading={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!.id);
            toast.success(MSG.libraryDeleted);
            setDeleting(null);
          } catch (e) {
            handleApiError(e);
          }
        }}
      />
    </div>
  );
}
