// A file sent to the platform's resumable uploads (tus, server/src/uploads): a dropped connection retries and resumes
// from the last byte the server has, and a file chosen again after a reload resumes the upload begun before it.
// Resolves with the `data` of the server's last answer ({ fileId, contentType, url? }).
import { Upload } from 'tus-js-client';
import { authHeaders } from '@/lib/http.ts';
import { UPLOAD_ENDPOINT } from '@/shared/uploads.ts';

export interface UploadedFile {
  fileId: number;
  contentType: string;
  /** A content file's public address. */
  url?: string;
}

export interface ResumableUpload {
  done: Promise<UploadedFile>;
  pause: () => void;
  resume: () => void;
}

/** Waits between attempts after a failure: a school's Wi-Fi often comes back within half a minute. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** The server's refusal (quota, type) as it worded it; null when the answer carries none. */
function refusal(body: string | undefined): string | null {
  try {
    const parsed = JSON.parse(body ?? '') as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

export function resumableUpload(
  file: File,
  opts: { purpose?: 'content'; school: boolean | number; failed: string; onProgress?: (share: number) => void },
): ResumableUpload {
  let upload: Upload | null = null;
  let paused = false;
  const done = new Promise<UploadedFile>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: UPLOAD_ENDPOINT,
      headers: authHeaders(opts.school),
      metadata: { filename: file.name, filetype: file.type, ...(opts.purpose ? { purpose: opts.purpose } : {}) },
      retryDelays: RETRY_DELAYS,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => opts.onProgress?.(total ? sent / total : 0),
      onError: (err) => {
        const body = 'originalResponse' in err ? err.originalResponse?.getBody() : undefined;
        reject(new Error(refusal(body) ?? opts.failed));
      },
      onSuccess: ({ lastResponse }) => {
        try {
          const data = (JSON.parse(lastResponse.getBody()) as { data?: UploadedFile }).data;
          if (data?.fileId) resolve(data);
          else reject(new Error(opts.failed));
        } catch {
          // Finished on an earlier attempt whose answer was lost: the file is sent again as a new upload.
          reject(new Error(opts.failed));
        }
      },
    });
    const started = upload;
    void started.findPreviousUploads().then((previous) => {
      if (previous[0]) started.resumeFromPreviousUpload(previous[0]);
      if (!paused) started.start();
    });
  });
  return {
    done,
    pause: () => {
      paused = true;
      void upload?.abort();
    },
    resume: () => {
      paused = false;
      upload?.start();
    },
  };
}
