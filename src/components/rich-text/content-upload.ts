// Sends a picture for rich text to the platform's resumable uploads as a content file (server/src/uploads): a flaky
// connection resumes instead of starting over. Resolves with the file's public address.
import { resumableUpload } from '@/lib/resumable-upload.ts';
import { MSG } from '@/shared/messages.ts';

/** The largest picture put into a question (a photo from a phone is well under this). */
export const MAX_CONTENT_IMAGE_BYTES = 10 * 1024 * 1024;

export async function uploadContentFile(file: File, onProgress?: (share: number) => void): Promise<string> {
  if (file.size > MAX_CONTENT_IMAGE_BYTES) throw new Error(MSG.contentImageTooLarge);
  const { url } = await resumableUpload(file, { purpose: 'content', school: true, failed: MSG.contentUploadFailed, onProgress }).done;
  if (!url) throw new Error(MSG.contentUploadFailed);
  return url;
}
