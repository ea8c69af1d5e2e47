// An S3-compatible endpoint for tests, in this process (s3rver keeps the objects in a temporary folder). s3rver lacks
// two calls of the multipart API that resumable uploads use (tus's S3 store asks which parts arrived, and aborts an
// upload); they are answered here from s3rver's own record of the parts, as S3 answers them.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/storage/s3.ts';

export interface FakeS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

export async function startFakeS3(bucket = 'lms-test'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'lms-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  (server as unknown as { middleware: unknown[] }).middleware.unshift(multipartExtras(directory));
  const { port } = await server.run();
  return {
    // s3rver accepts any key pair; the SDK needs one to sign.
    settings: { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  req: IncomingMessage;
  res: ServerResponse;
  status: number;
  body: unknown;
  type: string;
}

/** ListParts (GET ?uploadId) and AbortMultipartUpload (DELETE ?uploadId), read from s3rver's folder of parts. */
function multipartExtras(directory: string) {
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    if (!uploadId || !/^[\w-]+$/.test(uploadId) || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const [, bucket, ...keyParts] = ctx.path.split('/');
    const uploadDir = path.join(directory, bucket!, '._S3rver_uploads', uploadId);
    if (ctx.method === 'DELETE') {
      rmSync(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    let names: string[];
    try {
      names = readdirSync(uploadDir);
    } catch {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    const parts = names
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .sort((a, b) => a - b)
      .map((n) => {
        const file = path.join(uploadDir, String(n));
        const md5 = readFileSync(`${file}.md5`, 'utf8');
        const st = statSync(file);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${st.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${st.size}</Size></Part>`;
      });
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${keyParts.join('/')}</Key><UploadId>${uploadId}</UploadId><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}
