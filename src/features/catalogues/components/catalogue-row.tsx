// One entry of a catalogue list: its place, name and details, how many things use it, the buttons that move it up or
// down (beside the drag handle, for those who do not drag) and its actions: edit, turn a supplier off or on, delete
// after a confirmation — refused by the server, with its count, while anything uses it.
import { useState, type ReactNode } from 'react';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { formatNumber } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { CATALOGUES, type CatalogueItem, type CatalogueKind } from '@/shared/catalogues.ts';
import { useCatalogueItemAction, type CatalogueAction } from '../api/catalogue-item-actions.ts';

export interface CatalogueRights {
  create: boolean;
  update: boolean;
  delete: boolean;
}

const DONE: Record<CatalogueAction, (noun: string, name: string) => string> = {
  delete: (noun, name) => `Đã xoá ${noun} “${name}”`,
  inactive: (noun, name) => `Đã tắt ${noun} “${name}”: không còn được chọn cho nội dung mới`,
  active: (noun, name) => `Đã bật lại ${noun} “${name}”`,
};

const moveClass =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30 disabled:hover:bg-transparent pointer-coarse:size-11';

function Arrow({ up }: { up: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d={
          up
            ? 'M10 17a.75.75 0 0 1-.75-.75V5.612L5.29 9.77a.75.75 0 0 1-1.08-1.04l5.25-5.5a.75.75 0 0 1 1.08 0l5.25 5.5a.75.75 0 1 1-1.08 1.04l-3.96-4.158V16.25A.75.75 0 0 1 10 17Z'
            : 'M10 3a.75.75 0 0 1 .75.75v10.638l3.96-4.158a.75.75 0 1 1 1.08 1.04l-5.25 5.5a.75.75 0 0 1-1.08 0l-5.25-5.5a.75.75 0 1 1 1.08-1.04l3.96 4.158V3.75A.75.75 0 0 1 10 3Z'
        }
        clipRule="evenodd"
      />
    </svg>
  );
}

export interface CatalogueRowProps {
  kind: CatalogueKind;
  item: CatalogueItem;
  rights: CatalogueRights;
  /** The drag handle, when the list may be reordered now. */
  handle: ReactNode;
  /** Moves by one place; absent when the list may not be reordered now (a search, no right). */
  onMove?: (direction: -1 | 1) => void;
  isLast: boolean;
  moving: boolean;
  onEdit: () => void;
}

export function CatalogueRow({ kind, item, rights, handle, onMove, isLast, moving, onEdit }: CatalogueRowProps) {
  const { noun, activatable } = CATALOGUES[kind];
  const act = useCatalogueItemAction(kind);
  const [deleting, setDeleting] = useState(false);
  const run = async (action: CatalogueAction) => {
    try {
      await act.mutateAsync({ id: item.id, action });
      toast.success(DONE[action](noun, item.name));
    } catch (e) {
      // A used entry is refused with how many things use it, and where: the server's message says so.
      handleApiError(e);
    }
  };
  const actions: MenuAction[] = [];
  if (rights.update) {
    actions.push({ label: 'Sửa', onSelect: onEdit });
    if (activatable)
      actions.push(item.isActive ? { label: 'Tắt', onSelect: () => void run('inactive') } : { label: 'Bật', onSelect: () => void run('active') });
  }
  if (rights.delete) actions.push({ label: TEXT.delete, onSelect: () => setDeleting(true) });
  const details =
    kind === 'grades' ? `Bậc lớp ${item.level ?? ''}` : kind === 'topics' ? (item.subjectName ? `Môn ${item.subjectName}` : 'Không thuộc môn nào') : null;
  return (
    <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2">
      {handle}
      <span className="w-8 shrink-0 text-right text-sm tabular-nums text-slate-500">{item.position}.</span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{item.name}</p>
        {details && <p className="text-xs text-slate-600">{details}</p>}
      </div>
      {activatable && (item.isActive ? <Badge tone="success">Đang dùng</Badge> : <Badge tone="neutral">Đã tắt</Badge>)}
      <span className="w-36 shrink-0 text-right text-sm text-slate-600">{item.usage > 0 ? `Dùng ở ${formatNumber(item.usage)} nội dung` : 'Chưa dùng'}</span>
      {onMove && (
        <div className="flex shrink-0">
          <button
            type="button"
            id={`catalogue-up-${item.id}`}
            className={moveClass}
            disabled={item.position === 1 || moving}
            onClick={() => onMove(-1)}
            aria-label={`Chuyển “${item.name}” lên`}
            title="Chuyển lên"
          >
            <Arrow up />
          </button>
          <button
            type="button"
            id={`catalogue-down-${item.id}`}
            className={moveClass}
            disabled={isLast || moving}
            onClick={() => onMove(1)}
            aria-label={`Chuyển “${item.name}” xuống`}
            title="Chuyển xuống"
          >
            <Arrow up={false} />
          </button>
        </div>
      )}
      {actions.length > 0 && <ActionMenu label="Thao tác" ariaLabel={`Thao tác: ${item.name}`} actions={actions} busy={act.isPending} />}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={() => void run('delete').finally(() => setDeleting(false))}
        loading={act.isPending}
        danger
        title={`Xoá ${noun}`}
        message={
          item.usage > 0
            ? `“${item.name}” đang được dùng ở ${formatNumber(item.usage)} nội dung nên chưa xoá được: hãy chuyển các nội dung đó sang ${noun} khác trước. Vẫn thử xoá?`
            : `${noun.charAt(0).toUpperCase()}${noun.slice(1)} “${item.name}” sẽ bị xoá vĩnh viễn. Xoá?`
        }
        confirmLabel={TEXT.delete}
      />
    </div>
  );
}
