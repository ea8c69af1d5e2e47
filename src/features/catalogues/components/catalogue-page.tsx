// /system/subjects, /system/grades, /system/supplier, /system/topic: one catalogue in the order every library form
// offers it, searched by name without accents, paged when it grows; adding and editing in a dialog, moving an entry
// by dragging its handle (mouse, finger or keyboard) or with its up and down buttons. While a search filters the list
// the order is shown but not changed: the neighbours on screen are not the entry's real neighbours.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SearchHeader } from '@/components/ui/search-header.tsx';
import { SortableList } from '@/components/ui/sortable-list.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { handleApiError } from '@/lib/errors.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { CATALOGUES, type CatalogueItem, type CatalogueKind } from '@/shared/catalogues.ts';
import { catalogueQueryOptions, type CataloguePage as Page } from '../api/get-catalogue.ts';
import { useMoveCatalogueItem } from '../api/move-catalogue-item.ts';
import { CatalogueDialog } from './catalogue-dialog.tsx';
import { CatalogueRow, type CatalogueRights } from './catalogue-row.tsx';

export interface CataloguePageProps {
  kind: CatalogueKind;
  /** What the caller may do; the server checks each too. */
  rights: CatalogueRights;
  page: number;
  name: string;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearchChange: (patch: SearchPatch<{ page: number; name: string }>) => void;
}

/** The entry that moved between two orders of the same rows, and the place it was dropped on. */
export function movedEntry(before: CatalogueItem[], after: CatalogueItem[]): { id: number; position: number } | null {
  const first = before.findIndex((b, i) => b.id !== after[i]?.id);
  if (first < 0) return null;
  let last = before.length - 1;
  while (last > first && before[last]!.id === after[last]!.id) last--;
  // Up: the entry now first in the changed span came from its end; down: the one that was first went to the end.
  return after[first]!.id === before[last]!.id
    ? { id: after[first]!.id, position: before[first]!.position }
    : { id: before[first]!.id, position: before[last]!.position };
}

export function CataloguePage({ kind, rights, page, name, onSearchChange }: CataloguePageProps) {
  const def = CATALOGUES[kind];
  const params = { page, name: name || undefined };
  const options = catalogueQueryOptions(kind, params);
  const list = useQuery(options);
  const qc = useQueryClient();
  const move = useMoveCatalogueItem(kind);
  const [editing, setEditing] = useState<CatalogueItem | 'new' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ id: number; direction: -1 | 1 } | null>(null);
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const canReorder = rights.update && !name;

  // A row moved with its button is put back in the DOM elsewhere and loses focus: give it back to the same button, or
  // to the other one once the row reached an end.
  useEffect(() => {
    const target = refocus.current;
    if (!target || move.isPending) return;
    const same = document.getElementById(`catalogue-${target.direction < 0 ? 'up' : 'down'}-${target.id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`catalogue-${target.direction < 0 ? 'down' : 'up'}-${target.id}`) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
    if (!list.isFetching) refocus.current = null;
  }, [list.data, move.isPending, list.isFetching]);

  const moveTo = (item: CatalogueItem, position: number, reordered: CatalogueItem[] | null) => {
    // The page shows the new order at once; the server's answer (or a refusal) replaces it.
    if (reordered) {
      const places = rows.map((r) => r.position);
      qc.setQueryData<Page>(options.queryKey, (old) => old && { ...old, data: reordered.map((r, i) => ({ ...r, position: places[i]! })) });
    }
    setAnnouncement('');
    move.mutate(
      { id: item.id, position },
      {
        onSuccess: () => setAnnouncement(`Đã chuyển “${item.name}” đến vị trí ${position}.`),
        onError: (e) => handleApiError(e),
      },
    );
  };

  const moveBy = (item: CatalogueItem, index: number, direction: -1 | 1) => {
    refocus.current = { id: item.id, direction };
    const swap = index + direction;
    const reordered = swap >= 0 && swap < rows.length ? rows.map((r, i) => (i === index ? rows[swap]! : i === swap ? item : r)) : null;
    moveTo(item, item.position + direction, reordered);
  };

  const empty = name ? (
    <p className="px-4 py-8 text-center text-slate-500">Không tìm thấy kết quả phù hợp</p>
  ) : (
    <EmptyState
      title={`Chưa có ${def.noun} nào`}
      description={`Các ${def.noun} thêm ở đây được chọn trong mọi biểu mẫu và bộ lọc của thư viện.`}
      action={rights.create && <Button onClick={() => setEditing('new')}>Thêm {def.noun}</Button>}
    />
  );

  return (
    <div className="space-y-4">
      <SearchHeader
        title={def.title}
        searchLabel={`Tìm theo tên ${def.noun}`}
        name={name}
        onSearch={(text) => onSearchChange({ page: 1, name: text })}
        actions={rights.create && <Button onClick={() => setEditing('new')}>Thêm {def.noun}</Button>}
      />
      <p className="text-sm text-slate-600">
        {rights.update && name
          ? 'Đang lọc theo tên: xoá từ khoá tìm kiếm để sắp xếp lại thứ tự.'
          : `Thứ tự dưới đây là thứ tự ${def.noun} trong các biểu mẫu và bộ lọc của thư viện.`}
      </p>
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : list.isPending ? (
        <p className="flex items-center gap-2 py-8 text-slate-500">
          <Spinner /> {TEXT.loading}
        </p>
      ) : rows.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white">{empty}</div>
      ) : (
        <section aria-label={`Danh sách ${def.noun}`}>
          <SortableList
            className="space-y-2"
            items={rows}
            itemId={(r) => r.id}
            disabled={!canReorder || move.isPending}
            itemLabel={(i) => `“${rows[i]?.name ?? ''}”`}
            onReorder={(reordered) => {
              const moved = movedEntry(rows, reordered);
              const item = moved && rows.find((r) => r.id === moved.id);
              if (moved && item) moveTo(item, moved.position, reordered);
            }}
            renderItem={(item, index, handle) => (
              <CatalogueRow
                kind={kind}
                item={item}
                rights={rights}
                handle={canReorder ? handle : null}
                onMove={canReorder ? (direction) => moveBy(item, index, direction) : undefined}
                isLast={item.position >= total}
                moving={move.isPending}
                onEdit={() => setEditing(item)}
              />
            )}
          />
        </section>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {list.data && <Pagination page={page} perPage={list.data.pagination.perPage} total={total} onChange={(p) => onSearchChange({ page: p })} />}
      <CatalogueDialog kind={kind} open={editing !== null} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </div>
  );
}
