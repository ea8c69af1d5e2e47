// The default thumbnail of a media item whose file could not be loaded from anywhere (spec §2 "Other behaviour"): a
// neutral picture with the icon of its type and "Không tải được học liệu", never the browser's broken-image icon.
import type { ReactNode } from 'react';
import type { MediaType } from '@/shared/media.ts';
import { MediaTypeIcon } from './media-type-icon.tsx';

export const MEDIA_FAILED_TEXT = 'Không tải được học liệu';

interface MediaFallbackProps {
  type: MediaType;
  /** The item's name, in the picture's accessible name. */
  name?: string;
  /**
   * compact: a list's small square, the icon with a warning mark (the words for screen readers and on hover);
   * otherwise the icon and the words, sized by `className` (a slide scales them with its width).
   */
  compact?: boolean;
  className?: string;
  iconClassName?: string;
  /** More words under the message (what the user can do). */
  children?: ReactNode;
}

export function MediaFallback({ type, name, compact = false, className = '', iconClassName, children }: MediaFallbackProps) {
  const label = name ? `${MEDIA_FAILED_TEXT}: ${name}` : MEDIA_FAILED_TEXT;
  if (compact) {
    return (
      <span
        role="img"
        aria-label={label}
        title={label}
        className={`relative flex size-full items-center justify-center bg-slate-100 text-slate-400 ${className}`}
      >
        <MediaTypeIcon type={type} className={iconClassName ?? 'size-6'} />
        <span
          className="absolute right-1 bottom-1 flex size-3.5 items-center justify-center rounded-full bg-amber-500 text-[9px] font-bold text-white"
          aria-hidden="true"
        >
          !
        </span>
      </span>
    );
  }
  return (
    <div
      role="img"
      aria-label={label}
      className={`flex size-full flex-col items-center justify-center gap-2 rounded-lg bg-slate-100 p-4 text-center text-slate-600 ${className}`}
    >
      <MediaTypeIcon type={type} className={iconClassName ?? 'size-12 text-slate-400'} />
      <p className="font-medium">{MEDIA_FAILED_TEXT}</p>
      {children}
    </div>
  );
}
