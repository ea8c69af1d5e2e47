// The file names inside a stored zip, read from its central directory at the end of the file with two ranged reads,
// so a large archive is never downloaded whole. Office documents are zips: this tells one whose first bytes did not
// say what it is (file-types.ts).
import type { Storage } from '../platform/storage/index.ts';
import { readAll } from '../platform/storage/index.ts';

const END_RECORD = 0x06054b50;
const ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT = 0xffff;
/** Far more than any document's directory (about 100 bytes an entry); a bigger one is not looked at. */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

async function read(storage: Storage, key: string, start: number, end: number): Promise<Buffer | null> {
  const stream = await storage.get(key, { start, end });
  return stream ? readAll(stream) : null;
}

/** The names of the entries of the zip stored under `key` (`size` bytes); null when it is not a zip this can read. */
export async function zipEntryNames(storage: Storage, key: string, size: number): Promise<string[] | null> {
  if (size < END_RECORD_BYTES) return null;
  const tailStart = Math.max(0, size - END_RECORD_BYTES - MAX_COMMENT);
  const tail = await read(storage, key, tailStart, size - 1);
  if (!tail) return null;
  let at = -1;
  for (let i = tail.length - END_RECORD_BYTES; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_RECORD) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const count = tail.readUInt16LE(at + 10);
  const length = tail.readUInt32LE(at + 12);
  const offset = tail.readUInt32LE(at + 16);
  // 0xffffffff marks a Zip64 archive, whose directory is found elsewhere; uploads are far below its 4 GB reason.
  if (offset === 0xffffffff || length === 0 || length > MAX_DIRECTORY_BYTES || offset + length > size) return null;
  const directory = await read(storage, key, offset, offset + length - 1);
  if (!directory) return null;
  const names: string[] = [];
  let pos = 0;
  for (let i = 0; i < count && pos + 46 <= directory.length; i++) {
    if (directory.readUInt32LE(pos) !== ENTRY) return null;
    const nameLength = directory.readUInt16LE(pos + 28);
    const extraLength = directory.readUInt16LE(pos + 30);
    const commentLength = directory.readUInt16LE(pos + 32);
    names.push(directory.toString('utf8', pos + 46, pos + 46 + nameLength));
    pos += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
