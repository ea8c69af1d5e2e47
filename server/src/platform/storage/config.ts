// Where files go, from the environment (README, "Configuration"): the local folder by default, S3-compatible storage
// when STORAGE_DRIVER=s3.
import path from 'node:path';
import type { S3Settings } from './s3.ts';
import { envFlag as flag } from '../env-flag.ts';

export type StorageConfig = { driver: 'local'; filesDir: string } | { driver: 's3'; s3: S3Settings; presignedUrls: boolean };

export function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  if ((env.STORAGE_DRIVER ?? 'local') !== 's3') return { driver: 'local', filesDir: path.resolve(env.FILES_DIR ?? '.data/files') };
  if (!env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 cần S3_BUCKET (tên bucket).');
  return {
    driver: 's3',
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
    },
    presignedUrls: flag(env.S3_PRESIGNED_URLS, false),
  };
}

/** Whether files are served by sending the browser to a pre-signed bucket URL (S3 with S3_PRESIGNED_URLS only). */
export function presignedReads(config: { storage: StorageConfig }): boolean {
  return config.storage.driver === 's3' && config.storage.presignedUrls;
}

/**
 * The origin pre-signed links point to, which the app's security policy must let it read from; undefined unless
 * files are served that way. An endpoint in the path style is the bucket's origin; AWS's virtual-host style is the
 * bucket's own host name.
 */
export function presignedOrigin(config: StorageConfig): string | undefined {
  if (config.driver !== 's3' || !config.presignedUrls) return undefined;
  const { endpoint, bucket, region, forcePathStyle } = config.s3;
  if (endpoint) {
    const url = new URL(endpoint);
    return forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`;
  }
  return `https://${bucket}.s3.${region}.amazonaws.com`;
}
