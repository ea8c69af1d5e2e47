// The built-in question media (server/media: the demo's pictures and sounds, plain names): where they are and the
// content type of each extension. Served by exams/media.routes.ts and listed by downloads/files.ts.
import { fileURLToPath } from 'node:url';

export const BUILT_IN_MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));

export const BUILT_IN_MEDIA_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
};
