// Media items (spec §2 libraries, §3 media types, §7 media_resources): what a picture, video, sound or 3D model of a
// library looks like to the app, and which stored files can be one.
import type { LibraryItem } from './library.ts';

export const MEDIA_TYPES = ['image', 'video', 'audio', '3d'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_TYPE_LABELS: Record<MediaType, string> = { image: 'Hình ảnh', video: 'Video', audio: 'Âm thanh', '3d': 'Mô hình 3D' };

/** The media type of a file whose content was read as `contentType` (server/src/uploads/file-types.ts); null: none. */
export function mediaTypeOf(contentType: string): MediaType | null {
  if (/^image\/(jpeg|png|gif|webp|avif)$/.test(contentType)) return 'image';
  if (contentType.startsWith('video/')) return 'video';
  if (contentType.startsWith('audio/')) return 'audio';
  if (contentType === 'model/gltf-binary') return '3d';
  return null;
}

export interface MediaResource extends LibraryItem {
  mediaType: MediaType;
  /** The file's public address (/api/files/…): served to whoever may open the content that shows it. */
  url: string;
  contentType: string;
  size: number;
  /** A picture of it: the image's own thumbnail, a video's frame at 10 %; null when there is none. */
  thumbnailUrl: string | null;
  durationSeconds: number | null;
}
