// What an upload really is, read from its first bytes (never from its name or the type the browser claimed), and
// whether the app takes it: images, audio, video, PDF, Office documents and 3D models.
import { fileTypeFromBuffer } from 'file-type';

const ACCEPTED = [
  /^image\/(jpeg|png|gif|webp|avif|heic|heif)$/,
  /^audio\//,
  /^video\//,
  /^application\/pdf$/,
  /^application\/vnd\.openxmlformats-officedocument\./,
  /^application\/(msword|vnd\.ms-excel|vnd\.ms-powerpoint|x-cfb)$/,
  /^model\/gltf-binary$/,
];

/** Bytes file-type needs to recognise every kind it knows. */
export const SNIFF_BYTES = 4100;

/** The content type of these first bytes, when the app accepts such files; null otherwise. */
export async function acceptedType(head: Uint8Array): Promise<string | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  return ACCEPTED.some((re) => re.test(found.mime)) ? found.mime : null;
}

export const isImage = (contentType: string) => /^image\/(jpeg|png|gif|webp|avif|heic|heif)$/.test(contentType);
