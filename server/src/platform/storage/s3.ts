// S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Ceph) through the official AWS SDK: multipart uploads
// for streams (lib-storage), ranged reads, and short-lived pre-signed read URLs.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { assertKey, type ObjectInfo, type Storage } from './storage.ts';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (MinIO, Ceph, most self-hosted endpoints) instead of the host name. */
  forcePathStyle: boolean;
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export function s3Client(settings: S3Settings): S3Client {
  const config: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers do not know the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (settings.accessKeyId && settings.secretAccessKey) {
    config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  }
  return new S3Client(config);
}

export function s3Storage(settings: S3Settings, client = s3Client(settings)): Storage {
  const Bucket = settings.bucket;
  const head = async (key: string): Promise<ObjectInfo | null> => {
    assertKey(key);
    try {
      const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: res.ContentLength ?? 0, etag: res.ETag ?? '""', lastModified: res.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  return {
    kind: 's3',
    async put(key, body, opts) {
      assertKey(key);
      // Parts of 8 MiB, four at a time: a 200 MB video never sits in memory whole.
      await new Upload({ client, params: { Bucket, Key: key, Body: body, ContentType: opts.contentType }, partSize: 8 * 1024 * 1024, queueSize: 4 }).done();
      const info = await head(key);
      if (!info) throw new Error(`object ${key} missing right after upload`);
      return info;
    },
    async get(key, range) {
      assertKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        return res.Body as Readable;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    head,
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async presignedUrl(key, opts) {
      assertKey(key);
      const disposition = opts.filename ? `inline; filename*=UTF-8''${encodeURIComponent(opts.filename)}` : undefined;
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key, ResponseContentType: opts.contentType, ResponseContentDisposition: disposition }), {
        expiresIn: opts.expiresInSeconds,
      });
    },
  };
}
