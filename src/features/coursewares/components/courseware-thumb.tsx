// An item's small picture in the courseware lists: its thumbnail (a lecture's first picture, a book's cover, a media
// item's), or the icon of its kind (a media item's type) when it has none or the picture does not load.
import { useState } from 'react';
import { MediaTypeIcon } from '@/components/media/media-thumb.tsx';
import type { CoursewareFacts, CoursewareKind } from '@/shared/courseware.ts';

const KIND_ICONS: Record<Exclude<CoursewareKind, 'media'>, string> = {
  // A slide on its stand.
  lecture: 'M3 4h18v11H3zM12 15v4M8 21h8M7 8h6M7 11h10',
  // An open book.
  book: 'M12 6c-2-1.5-5-2-8-1.5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-13c-3-.5-6 0-8 1.5zM12 6v13',
};

export function CoursewareKindIcon({ item, className = 'size-6' }: { item: Pick<CoursewareFacts, 'kind' | 'mediaType'>; className?: string }) {
  if (item.kind === 'media' && item.mediaType) return <MediaTypeIcon type={item.mediaType} className={className} />;
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" aria-hidden="true">
      <path d={KIND_ICONS[item.kind === 'media' ? 'lecture' : item.kind]} />
    </svg>
  );
}

export function CoursewareThumb({ item, size = 'md' }: { item: Pick<CoursewareFacts, 'kind' | 'mediaType' | 'thumbnailUrl'>; size?: 'md' | 'lg' }) {
  const [failed, setFailed] = useState(false);
  const box = size === 'lg' ? 'h-28 w-full' : 'size-14';
  return (
    <span className={`flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-500 ${box}`}>
      {item.thumbnailUrl && !failed ? (
        <img src={item.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <CoursewareKindIcon item={item} className={size === 'lg' ? 'size-10' : 'size-6'} />
      )}
    </span>
  );
}
