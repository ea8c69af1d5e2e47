// What an upload really is, read from its first bytes (never from its name or the type the browser claimed), and
// whether the app takes it: images, audio, video, PDF, Office documents and 3D models.

const ACCEPTED = [
  /^image\/(jpeg|png|gif|webp|avif|heic|heif)$/,
  /^audio\//,
  /^video\//,
  /^application\/pdf$/,
  /^application\/vnd\.openxmlformats-officedocument\./,
  /^application\/(msword|vnd\.ms-excel|vnd\.ms-powerpoint|x-cfb)$/,
  /^model\/gltf-binary$/,
];

export const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The part every Office document of a kind holds (ECMA-376 names it in [Content_Types].xml, at any place in the zip). */
const OFFICE_PARTS: [string, string][] = [
  ['ppt/presentation.xml', PPTX_TYPE],
  ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
];

/** Bytes file-type needs to recognise every kind it knows. */
export const SNIFF_BYTES = 4100;

/**
 * The content type of these first bytes, when the app accepts such files; null otherwise. An Office document is told
 * by the [Content_Types].xml near its start; a producer that writes a big part first (a thumbnail) leaves only "zip"
 * in the first bytes, and then `zipEntries` (the archive's directory) tells which document it is.
 */
export async function acceptedType(head: Uint8Array, zipEntries?: () => Promise<string[] | null>): Promise<string | null> {
  // Loaded with the first upload checked: an idle instance does not carry it.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  if (found.mime === 'application/zip' && zipEntries) {
    const names = new Set((await zipEntries()) ?? []);
    return OFFICE_PARTS.find(([part]) => names.has(part))?.[1] ?? null;
  }
  return ACCEPTED.some((re) => re.test(found.mime)) ? found.mime : null;
}

export const isImage = (contentType: string) => /^image\/(jpeg|png|gif|webp|avif|heic|heif)$/.test(contentType);
