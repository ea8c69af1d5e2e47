// An S3-compatible endpoint for tests, in this process (s3rver keeps the objects in a temporary folder).
import { mkdtempSync, rmSync } from 'node:fs';
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
