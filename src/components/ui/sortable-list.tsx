// A list put in order by dragging (dnd-kit): with a mouse or a finger on each item's handle, or with the keyboard
// (Space on the handle, arrows, Space again), announced in Vietnamese to screen readers. Every list that uses it keeps
// its move up/down buttons too.
import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export interface SortableListProps<T> {
  items: T[];
  /** Each item's stable identity. */
  itemId: (item: T) => string | number;
  /** The items in their new order, after a drop that moved something. */
  onReorder: (items: T[]) => void;
  /** What an item is called when announced and on its handle ("câu 3"). */
  itemLabel: (index: number) => string;
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  disabled?: boolean;
  className?: string;
}

function SortableItem({
  id,
  children,
  disabled,
  label,
}: {
  id: UniqueIdentifier;
  disabled?: boolean;
  children: (handle: ReactNode) => ReactNode;
  label: string;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80 shadow-lg' : undefined}
    >
      {children(
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Kéo để sắp xếp ${label}`}
          title={`Kéo để sắp xếp ${label}`}
          disabled={disabled}
          className="flex h-8 w-8 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100 disabled:cursor-default disabled:opacity-40 pointer-coarse:h-11 pointer-coarse:w-11"
        >
          <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
            <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
          </svg>
        </button>,
      )}
    </li>
  );
}

export function SortableList<T>({ items, itemId, onReorder, itemLabel, renderItem, disabled, className }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // A finger rests on the handle a moment before the item lifts, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(itemId);
  const position = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const label = (id: UniqueIdentifier) => itemLabel(ids.indexOf(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Đã chọn ${label(active.id)} để di chuyển, đang ở vị trí ${position(active.id)} trên ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${label(active.id)} đang ở vị trí ${position(over.id)} trên ${ids.length}.` : `${label(active.id)} đang ở ngoài danh sách.`,
    onDragEnd: ({ active, over }) => (over ? `Đã đặt ${label(active.id)} vào vị trí ${position(over.id)} trên ${ids.length}.` : `Đã thả ${label(active.id)}.`),
    onDragCancel: ({ active }) => `Đã huỷ di chuyển ${label(active.id)}.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, ids.indexOf(active.id), ids.indexOf(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'Để di chuyển, nhấn phím cách, dùng phím mũi tên để đổi vị trí, nhấn phím cách lần nữa để đặt xuống hoặc Esc để huỷ.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className}>
          {items.map((item, index) => (
            <SortableItem key={itemId(item)} id={itemId(item)} disabled={disabled} label={itemLabel(index)}>
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
