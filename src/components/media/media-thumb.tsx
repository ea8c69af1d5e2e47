// A media item's small picture in lists: its thumbnail, or the icon of its type when it has none. A thumbnail that
// does not load is fetched again and looked for on the device before the default thumbnail shows (use-media-source.ts).
import type { MediaResource } from '@/shared/media.ts';
import { MediaFallback } from './media-fallback.tsx';
import { MediaTypeIcon } from './media-type-icon.tsx';
import { useMediaSource } from './use-media-source.ts';

// Lists of other features draw the type's icon from here, as they did before it had a file of its own.
export { MediaTypeIcon };

export function MediaThumb({ item }: { item: Pick<MediaResource, 'mediaType' | 'thumbnailUrl'> }) {
  const picture = useMediaSource(item.thumbnailUrl);
  return (
    <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-500">
      {!item.thumbnailUrl ? (
        <MediaTypeIcon type={item.mediaType} />
      ) : picture.failed ? (
        <MediaFallback type={item.mediaType} compact />
      ) : (
        picture.src && <img src={picture.src} alt="" loading="lazy" className="size-full object-cover" onError={picture.onError} />
      )}
    </span>
  );
}
