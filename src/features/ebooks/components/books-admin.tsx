// The system's e-books (/system/free-resources, "Sách điện tử"): every book with its state (being prepared, ready,
// failed and why), free or not; add from a PDF, change details, make free, read, edit its areas, delete. A book being
// prepared is followed until it is ready.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { apiErrorText, handleApiError } from '@/lib/errors.ts';
import { formatFileSize } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { usePendingSwitch } from '@/lib/use-pending-switch.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { BOOK_STATUS_LABELS, type Book, type BookFilters, type BookStatus } from '@/shared/book.ts';
import { booksQueryOptions } from '../api/get-books.ts';
import { useCreateBook, useDeleteBook, useUpdateBook } from '../api/manage-books.ts';
import { BookCover } from './book-card.tsx';
import { BookDialog } from './book-dialog.tsx';
import { BookReaderOverlay } from './book-reader-overlay.tsx';

// With pdf.js: loaded when an editor is opened, never with the list.
const AreaEditor = lazy(() => import('./area-editor/area-editor.tsx').then((m) => ({ default: m.AreaEditor })));

const TONES: Record<BookStatus, BadgeTone> = { processing: 'info', ready: 'success', failed: 'danger' };

export interface BooksAdminProps {
  filters: BookFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<BookFilters>) => void;
  canManage: boolean;
}

export function BooksAdmin({ filters, onFiltersChange, canManage }: BooksAdminProps) {
  const list = useQuery(booksQueryOptions('signed-in', filters, { pollWhileProcessing: true }));
  const create = useCreateBook();
  const update = useUpdateBook();
  const remove = useDeleteBook();
  const [editing, setEditing] = useState<Book | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Book | null>(null);
  const [reading, setReading] = useState<{ id: number; page: number } | null>(null);
  const [editingAreas, setEditingAreas] = useState<Book | null>(null);

  const freeSwitch = usePendingSwitch();
  const setFree = (book: Book, isFree: boolean) => {
    freeSwitch.start(book.id, isFree);
    update.mutate(
      // The server takes a book's whole details: the rest as they are.
      {
        id: book.id,
        input: {
          title: book.title,
          description: book.description,
          gradeId: book.grade?.id ?? null,
          subjectId: book.subject?.id ?? null,
          supplierId: book.supplier?.id ?? null,
          textbookSeriesId: book.textbookSeries?.id ?? null,
          isFree,
        },
      },
      {
        onSuccess: () => toast.success(isFree ? `"${book.title}" đã là sách miễn phí.` : `"${book.title}" không còn miễn phí.`),
        onError: (e) => handleApiError(e),
        onSettled: freeSwitch.done,
      },
    );
  };

  const columns: Column<Book>[] = [
    {
      key: 'title',
      header: 'Sách',
      cell: (b) => (
        <div className="flex items-center gap-3">
          <div className="w-12 shrink-0">
            <BookCover book={b} className="text-[0.5rem]" />
          </div>
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{b.title}</p>
            <p className="text-xs text-slate-500">{[b.subject?.name, b.grade?.name, b.supplier?.name, b.textbookSeries?.name].filter(Boolean).join(' · ')}</p>
          </div>
        </div>
      ),
    },
    { key: 'size', header: 'Dung lượng', cell: (b) => (b.status === 'ready' ? `${b.pageCount} trang · ${formatFileSize(b.size)}` : '—') },
    {
      key: 'status',
      header: 'Trạng thái',
      cell: (b) => (
        <div className="space-y-1">
          <Badge tone={TONES[b.status]}>{BOOK_STATUS_LABELS[b.status]}</Badge>
          {b.failReason && <p className="text-xs text-red-700">{b.failReason}</p>}
        </div>
      ),
    },
    {
      key: 'free',
      header: 'Miễn phí',
      cell: (b) => (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            // The change shows at once; the list is read again before the switch is usable again.
            checked={freeSwitch.valueOf(b.id, b.isFree)}
            disabled={!canManage || freeSwitch.busy}
            onChange={(e) => setFree(b, e.target.checked)}
            aria-label={`Miễn phí: ${b.title}`}
          />
        </label>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Thao tác</span>,
      cell: (b) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Button size="sm" variant="secondary" disabled={b.status !== 'ready'} onClick={() => setReading({ id: b.id, page: 1 })} aria-label={`Đọc ${b.title}`}>
            Đọc
          </Button>
          {canManage && (
            <>
              {b.status === 'ready' && (
                <Button size="sm" variant="secondary" onClick={() => setEditingAreas(b)} aria-label={`Vùng tương tác của ${b.title}: ${b.areaCount} vùng`}>
                  Vùng tương tác ({b.areaCount})
                </Button>
              )}
              <Button size="sm" variant="secondary" onClick={() => setEditing(b)} aria-label={`Sửa ${b.title}`}>
                Sửa
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDeleting(b)} aria-label={`Xoá ${b.title}`}>
                Xoá
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="books-admin-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="books-admin-title" className="text-lg font-semibold text-slate-900">
          Sách điện tử
        </h2>
        <div className="ml-auto flex flex-wrap items-center gap-3">
          <SearchBox label="Tìm sách" value={filters.name ?? ''} onSearch={(name) => onFiltersChange({ name: name || undefined, page: undefined })} />
          {canManage && <Button onClick={() => setEditing('new')}>Thêm sách</Button>}
        </div>
      </div>
      {list.isError ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{apiErrorText(list.error)}</ErrorAlert>
      ) : (
        <>
          <Table
            caption="Sách điện tử"
            columns={columns}
            rows={list.data?.data ?? []}
            rowKey={(b) => b.id}
            loading={!list.data}
            empty={filters.name ? 'Không có sách nào khớp tìm kiếm.' : 'Chưa có sách nào. Bấm "Thêm sách" để tải lên tệp PDF đầu tiên.'}
          />
          {list.data && (
            <Pagination
              page={list.data.pagination.page}
              perPage={list.data.pagination.perPage}
              total={list.data.pagination.total}
              onChange={(page) => onFiltersChange({ page: page > 1 ? page : undefined })}
            />
          )}
        </>
      )}
      <BookDialog
        open={editing !== null}
        book={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        saving={create.isPending || update.isPending}
        onSave={async (input, fileId) => {
          if (editing === 'new' && fileId !== null) {
            await create.mutateAsync({ ...input, fileId });
            toast.success('Đã thêm sách. Hệ thống đang xử lý tệp PDF.');
          } else if (editing && editing !== 'new') {
            await update.mutateAsync({ id: editing.id, input });
            toast.success('Đã lưu thông tin sách.');
          }
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Xoá sách"
        message={`Xoá "${deleting?.title ?? ''}"? Lớp học đang dùng sách này sẽ không mở được nữa.`}
        confirmLabel="Xoá"
        danger
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Đã xoá sách.');
              setDeleting(null);
            },
            onError: (e) => handleApiError(e),
          })
        }
      />
      {reading && (
        <BookReaderOverlay
          audience="signed-in"
          bookId={reading.id}
          page={reading.page}
          onPageChange={(page) => setReading({ id: reading.id, page })}
          onClose={() => setReading(null)}
        />
      )}
      {editingAreas && (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-40 flex bg-slate-100">
              <PageSpinner label="Đang mở trình sửa vùng tương tác…" />
            </div>
          }
        >
          <AreaEditor book={editingAreas} onClose={() => setEditingAreas(null)} />
        </Suspense>
      )}
    </section>
  );
}
