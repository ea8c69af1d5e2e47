// The reader's one row of controls, sized for a finger at 1024 × 768: the rail and close on the left with the title,
// the page in the middle, zoom, search and the book's activities on the right, then whatever the caller adds (its
// download button).
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { PageNumberField } from './page-number-field.tsx';
import { ReaderIcon, type ReaderIconName } from './reader-icons.tsx';
import { READER_TEXT } from './reader-text.ts';

export interface ReaderToolbarProps {
  title: string;
  page: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The scale showing, in percent. */
  percent: number;
  fit: boolean;
  onZoomIn: (() => void) | null;
  onZoomOut: (() => void) | null;
  onFit: () => void;
  rail: { open: boolean; id: string; onToggle: () => void };
  search: { open: boolean; id: string; onToggle: () => void; buttonRef: Ref<HTMLButtonElement> };
  /** The book's questions and games; absent when it has none. */
  activities?: { open: boolean; id: string; onToggle: () => void; buttonRef: Ref<HTMLButtonElement> };
  onClose?: () => void;
  extra?: ReactNode;
}

const iconButton = buttonClass(
  'ghost',
  'sm',
  'w-9 px-0 aria-expanded:bg-brand-50 aria-expanded:text-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-700',
);

type IconButtonProps = { icon: ReaderIconName; label: string; ref?: Ref<HTMLButtonElement> } & ButtonHTMLAttributes<HTMLButtonElement>;

function IconButton({ icon, label, ref, ...rest }: IconButtonProps) {
  return (
    <button ref={ref} type="button" aria-label={label} title={label} className={iconButton} {...rest}>
      <ReaderIcon name={icon} />
    </button>
  );
}

export function ReaderToolbar(props: ReaderToolbarProps) {
  const { page, total, onPageChange, rail, search } = props;
  return (
    <div role="toolbar" aria-label={READER_TEXT.toolbar} className="flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-1.5">
      <div className="flex min-w-0 flex-1 items-center gap-1">
        {props.onClose && <IconButton icon="close" label={READER_TEXT.close} onClick={props.onClose} />}
        <IconButton
          icon="rail"
          label={READER_TEXT.thumbnails}
          aria-expanded={rail.open}
          aria-controls={rail.open ? rail.id : undefined}
          onClick={rail.onToggle}
        />
        <h1 className="truncate px-1 text-base font-semibold text-slate-800" title={props.title}>
          {props.title}
        </h1>
      </div>
      <div className="flex items-center gap-1">
        <IconButton icon="prev" label={READER_TEXT.prev} disabled={page <= 1} onClick={() => onPageChange(page - 1)} />
        <PageNumberField page={page} total={total} onPageChange={onPageChange} />
        <IconButton icon="next" label={READER_TEXT.next} disabled={page >= total} onClick={() => onPageChange(page + 1)} />
      </div>
      <div className="flex flex-1 items-center justify-end gap-1">
        <IconButton icon="zoomOut" label={READER_TEXT.zoomOut} disabled={!props.onZoomOut} onClick={() => props.onZoomOut?.()} />
        <span className="w-12 text-center text-sm text-slate-600 tabular-nums" aria-live="polite">
          <span className="sr-only">{READER_TEXT.zoomLevel} </span>
          {props.percent}%
        </span>
        <IconButton icon="zoomIn" label={READER_TEXT.zoomIn} disabled={!props.onZoomIn} onClick={() => props.onZoomIn?.()} />
        <IconButton icon="fitWidth" label={READER_TEXT.fitWidth} aria-pressed={props.fit} onClick={props.onFit} />
        <IconButton
          ref={search.buttonRef}
          icon="search"
          label={READER_TEXT.search}
          aria-expanded={search.open}
          aria-controls={search.id}
          onClick={search.onToggle}
        />
        {props.activities && (
          <button
            ref={props.activities.buttonRef}
            type="button"
            title={READER_TEXT.activitiesTitle}
            aria-expanded={props.activities.open}
            aria-controls={props.activities.id}
            onClick={props.activities.onToggle}
            className={buttonClass('ghost', 'sm', 'gap-1.5 aria-expanded:bg-brand-50 aria-expanded:text-brand-700')}
          >
            <ReaderIcon name="activities" />
            {READER_TEXT.activities}
          </button>
        )}
        {props.extra}
      </div>
    </div>
  );
}
