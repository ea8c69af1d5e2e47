// The area editor's row of controls, sized for a finger at 1024 × 768: the page (as in the reader), adding an area
// from the keyboard, undo, whether the changes are saved, and saving.
import type { Ref } from 'react';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { PageNumberField } from '../reader/page-number-field.tsx';
import { ReaderIcon } from '../reader/reader-icons.tsx';
import { READER_TEXT } from '../reader/reader-text.ts';

export interface EditorToolbarProps {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
  addRef: Ref<HTMLButtonElement>;
  onAdd: () => void;
  canUndo: boolean;
  onUndo: () => void;
  /** Saving, saved, not saved: read out when it changes. */
  status: string;
  saving: boolean;
  canSave: boolean;
  onSave: () => void;
}

const iconButton = buttonClass('ghost', 'sm', 'w-9 px-0');

export function EditorToolbar(props: EditorToolbarProps) {
  const { page, total, onPageChange } = props;
  return (
    <div role="toolbar" aria-label="Công cụ sửa vùng tương tác" className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-label={READER_TEXT.prev}
          title={READER_TEXT.prev}
          className={iconButton}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ReaderIcon name="prev" />
        </button>
        <PageNumberField page={page} total={total} onPageChange={onPageChange} />
        <button
          type="button"
          aria-label={READER_TEXT.next}
          title={READER_TEXT.next}
          className={iconButton}
          disabled={page >= total}
          onClick={() => onPageChange(page + 1)}
        >
          <ReaderIcon name="next" />
        </button>
      </div>
      <Button ref={props.addRef} size="sm" variant="secondary" onClick={props.onAdd}>
        Thêm vùng
      </Button>
      <Button size="sm" variant="ghost" disabled={!props.canUndo} onClick={props.onUndo} aria-keyshortcuts="Control+Z">
        Hoàn tác
      </Button>
      <p role="status" className="min-w-24 text-right text-sm text-slate-600">
        {props.status}
      </p>
      <Button size="sm" loading={props.saving} disabled={!props.canSave} onClick={props.onSave}>
        Lưu vùng tương tác
      </Button>
    </div>
  );
}
