// The default driver: files in a folder on this machine (FILES_DIR), nothing to install. A file is written to a
// temporary name and renamed into place, so a reader never sees half a file and a crash leaves no partial object.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type ObjectInfo, type Storage } from './storage.ts';

/** Weak validators from size and modification time, as static file servers make them: no need to hash the bytes. */
function infoOf(size: number, mtime: Date): ObjectInfo {
  return { size, lastModified: mtime, etag: `"${size.toString(16)}-${mtime.getTime().toString(16)}"` };
}

export function localStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  const tmpDir = path.join(root, '.tmp');

  return {
    kind: 'local',
    async put(key, body) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      try {
        await pipeline(body instanceof Uint8Array ? Readable.from([body]) : body, createWriteStream(tmp));
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      const s = await stat(target);
      return infoOf(s.size, s.mtime);
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async head(key) {
      const file = fileOf(key);
      try {
        const s = await stat(file);
        return infoOf(s.size, s.mtime);
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    presignedUrl: async () => null,
  };
}
