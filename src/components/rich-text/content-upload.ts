// Sends a picture for rich text to the platform's resumable uploads as a content file (server/src/uploads): a flaky
// connection resumes instead of starting over. Resolves with the file's public address.
import { Upload } from 'tus-js-client';
import { authHeaders } from '@/lib/http.ts';
import { MSG } from '@/shared/messages.ts';
import { UPLOAD_ENDPOINT } from '@/shared/uploads.ts';

/** The largest picture put into a question (a photo from a phone is well under this). */
export const MAX_CONTENT_IMAGE_BYTES = 10 * 1024 * 1024;

function refusal(body: string | undefined): string | null {
  try {
    const parsed = JSON.parse(body ?? '') as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

export function uploadContentFile(file: File, onProgress?: (share: number) => void): Promise<string> {
  if (file.size > MAX_CONTENT_IMAGE_BYTES) return Promise.reject(new Error(MSG.contentImageTooLarge));
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: UPLOAD_ENDPOINT,
      headers: authHeaders(true),
      metadata: { filename: file.name, filetype: file.type, purpose: 'content' },
      retryDelays: [0, 1000, 3000, 5000],
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress?.(total ? sent / total : 0),
      onError: (err) => {
        const body = 'originalResponse' in err ? err.originalResponse?.getBody() : undefined;
        reject(new Error(refusal(body) ?? MSG.contentUploadFailed));
      },
      onSuccess: ({ lastResponse }) => {
        try {
          const url = (JSON.parse(lastResponse.getBody()) as { data?: { url?: string } }).data?.url;
          if (url) resolve(url);
          else reject(new Error(MSG.contentUploadFailed));
        } catch {
          reject(new Error(MSG.contentUploadFailed));
        }
      },
    });
    upload.start();
  });
}
