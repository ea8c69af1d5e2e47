// Both storage drivers against the same expectations: the local folder, and S3 through the AWS SDK against a real
// S3-compatible endpoint (s3rver, in this process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import { newKey, readAll, type Storage } from './storage.ts';
import { startFakeS3, type FakeS3 } from '../../test/s3-fake.ts';

let dir = '';
let fake: FakeS3;
const drivers: Record<string, () => Storage> = {
  local: () => localStorage(dir),
  s3: () => s3Storage(fake.settings),
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lms-files-'));
  fake = await startFakeS3();
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await fake.close();
});

/** 3 MB of a known pattern, as a stream in 64 KiB chunks. */
const SIZE = 3 * 1024 * 1024;
const byteAt = (i: number) => (i * 31 + 7) % 251;
function pattern(): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= SIZE) return this.push(null);
      const n = Math.min(65536, SIZE - offset);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = byteAt(offset + i);
      offset += n;
      this.push(chunk);
    },
  });
}

describe.each(Object.keys(drivers))('%s driver', (name) => {
  it('stores a stream, tells its size and validators, reads it whole and by range, deletes it', async () => {
    const storage = drivers[name]!();
    const key = newKey('media');
    const info = await storage.put(key, pattern(), { contentType: 'video/mp4' });
    expect(info.size).toBe(SIZE);
    expect(info.etag).toMatch(/^(W\/)?".+"$/);
    expect(await storage.head(key)).toMatchObject({ size: SIZE, etag: info.etag });

    const whole = await readAll((await storage.get(key))!);
    expect(whole.length).toBe(SIZE);
    expect(whole[SIZE - 1]).toBe(byteAt(SIZE - 1));

    const start = 1_500_000;
    const part = await readAll((await storage.get(key, { start, end: start + 99 }))!);
    expect([...part]).toEqual(Array.from({ length: 100 }, (_, i) => byteAt(start + i)));

    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('never takes a key that could leave its folder or bucket', async () => {
    const storage = drivers[name]!();
    for (const bad of ['../etc/passwd', '/abs', 'media/../../x', 'Media/X', 'a//b', 'a/b.txt', '']) {
      await expect(storage.put(bad, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/invalid storage key/);
      await expect(storage.head(bad)).rejects.toThrow(/invalid storage key/);
    }
  });
});

it('the S3 driver hands out a short-lived URL the object can be read from directly', async () => {
  const storage = s3Storage(fake.settings);
  const key = newKey('recordings');
  await storage.put(key, Buffer.from('RIFF-bản ghi'), { contentType: 'audio/wav' });
  const url = await storage.presignedUrl(key, { expiresInSeconds: 60, contentType: 'audio/wav', filename: 'bài đọc.wav' });
  expect(url).toMatch(/X-Amz-Signature=/);
  const res = await fetch(url!);
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('RIFF-bản ghi');
  expect(await localStorage(dir).presignedUrl(key, { expiresInSeconds: 60, contentType: 'audio/wav' })).toBeNull();
});
