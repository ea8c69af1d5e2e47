// A stored PowerPoint upload made into slide pictures in storage: copied into a work folder of its own (LibreOffice
// reads files, not streams, and the storage may be a bucket), converted (pptx/convert.ts), and each picture stored
// under `uploads/<uuid>` so the public content-files route serves it once its row is written. The work folder goes
// whatever happens; pictures already stored go when a later step fails.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../platform/storage/index.ts';
import { log } from '../platform/logger.ts';
import { TaskFailure } from '../tasks/task-kind.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { MAX_SLIDES } from '../../../src/shared/lecture.ts';
import { convertPptx } from './pptx/convert.ts';
import { PptxConvertError } from './pptx/errors.ts';
import { readPptxText } from './pptx/pptx-text.ts';
import { SERVER_MSG } from '../messages.ts';

export interface SlidePicture {
  /** The storage key, `uploads/<uuid>` (content-files.ts makes its address from it). */
  key: string;
  size: number;
  etag: string;
  text: string;
  notes: string;
}

// The converter's own limit is for a usual deck; a long one gets more time, within the queue's 30 minutes a job.
const BASE_TIMEOUT_MS = 120_000;
const TIMEOUT_MS_PER_SLIDE = 3_000;

/** Removes stored pictures no lecture will name (a later step failed); a failed removal leaves an unnamed orphan. */
export async function dropPictures(storage: Storage, pictures: SlidePicture[]): Promise<void> {
  await Promise.all(pictures.map((p) => storage.delete(p.key).catch((err: unknown) => log.warn({ err, key: p.key }, 'stored file left behind'))));
}

/**
 * The pictures of the shown slides of the .pptx stored under `uploadKey`, stored, in order, with their words and
 * notes. Reports progress 5–85 % while converting and 85–98 % while storing. A file the converter refuses, or a
 * deck longer than a lecture may be, fails the task with a message for the teacher.
 */
export async function slidePictures(storage: Storage, uploadKey: string, report: (percent: number) => void): Promise<SlidePicture[]> {
  const dir = path.join(tmpdir(), `lhs-pptx-${randomUUID()}`);
  const stored: SlidePicture[] = [];
  try {
    await mkdir(path.join(dir, 'convert'), { recursive: true });
    const input = path.join(dir, 'upload.pptx');
    const source = await storage.get(uploadKey);
    if (!source) throw new TaskFailure(SERVER_MSG.pptxGone, `no bytes under ${uploadKey}`);
    await pipeline(source, createWriteStream(input));
    // Counted before LibreOffice runs: a deck too long to save is refused in a moment rather than after minutes.
    const shown = (await readPptxText(await readFile(input))).filter((s) => !s.hidden).length;
    if (shown > MAX_SLIDES) throw new TaskFailure(MSG.lectureTooManySlides, `${shown} shown slides`);
    const slides = await convertPptx(input, {
      workDir: path.join(dir, 'convert'),
      timeoutMs: BASE_TIMEOUT_MS + TIMEOUT_MS_PER_SLIDE * shown,
      onProgress: (percent) => report(5 + percent * 0.8),
    });
    for (const [i, slide] of slides.entries()) {
      const key = `uploads/${randomUUID()}`;
      const info = await storage.put(key, createReadStream(slide.png), { contentType: 'image/png' });
      stored.push({ key, size: info.size, etag: info.etag, text: slide.text, notes: slide.notes });
      report(85 + (13 * (i + 1)) / slides.length);
    }
    return stored;
  } catch (err) {
    await dropPictures(storage, stored);
    if (err instanceof PptxConvertError) throw new TaskFailure(err.message, `${err.reason}: ${err.detail ?? ''}`);
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
