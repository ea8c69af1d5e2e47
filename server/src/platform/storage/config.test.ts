// Storage configuration from the environment, and the origin the security policy must allow when files are served by
// pre-signed links.
import { describe, expect, it } from 'vitest';
import { loadStorageConfig, presignedOrigin, presignedReads } from './config.ts';
import { contentSecurityPolicy } from '../../http/security-headers.ts';

describe('storage configuration', () => {
  it('is the local folder unless S3 is asked for', () => {
    expect(loadStorageConfig({ FILES_DIR: '/srv/lms-files' })).toEqual({ driver: 'local', filesDir: '/srv/lms-files' });
    expect(() => loadStorageConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
  });

  it('reads an S3-compatible endpoint in the path style, and pre-signed links only when asked', () => {
    const minio = loadStorageConfig({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://minio.truong.local:9000', S3_BUCKET: 'lms', S3_PRESIGNED_URLS: 'true' });
    expect(minio).toMatchObject({
      driver: 's3',
      s3: { endpoint: 'http://minio.truong.local:9000', bucket: 'lms', forcePathStyle: true, region: 'us-east-1' },
      presignedUrls: true,
    });
    expect(presignedReads({ storage: minio })).toBe(true);
    expect(presignedOrigin(minio)).toBe('http://minio.truong.local:9000');
    const csp = contentSecurityPolicy({ httpsOnly: false, fileOrigin: presignedOrigin(minio) });
    expect(csp.mediaSrc).toContain('http://minio.truong.local:9000');
    expect(csp.connectSrc).toEqual(["'self'", 'http://minio.truong.local:9000']);
  });

  it('names the bucket host on AWS, and nothing without pre-signed links', () => {
    const aws = loadStorageConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'lms-hcm', S3_REGION: 'ap-southeast-1', S3_PRESIGNED_URLS: '1' });
    expect(presignedOrigin(aws)).toBe('https://lms-hcm.s3.ap-southeast-1.amazonaws.com');
    const plain = loadStorageConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'lms' });
    expect(presignedOrigin(plain)).toBeUndefined();
    expect(contentSecurityPolicy({ httpsOnly: false }).connectSrc).toEqual(["'self'"]);
  });
});
