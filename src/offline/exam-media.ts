// Keeps the media of an exam (pictures, listening audio) on the device as soon as the exam is opened online, so the
// student can reach any question offline — not only those already shown. They go into the service worker's media
// cache (sw/sw.ts answers <img>/<audio> from it, cache first), fetched once each.
import type { ExamFraction, ExamQuestion } from '@/shared/exam.ts';
import { mediaUrl } from '@/lib/media-url.ts';
import { STORAGE_NAMES } from './storage-names.ts';
import { richMediaUrls } from '@/shared/rich-text.ts';

export function examMediaUrls(fractions: ExamFraction[]): string[] {
  const urls = new Set<string>();
  const visit = (q: ExamQuestion) => {
    if (q.content.media) urls.add(mediaUrl(q.content.media.url));
    // Pictures inside the prompt and the options too.
    for (const url of [q.content.html, ...(q.content.options ?? []).map((o) => o.html)].flatMap(richMediaUrls)) urls.add(mediaUrl(url));
    q.subQuestions?.forEach(visit);
  };
  fractions.forEach((f) => f.questions.forEach(visit));
  return [...urls];
}

/**
 * Fetches into the cache the files not there yet. Best effort: a file that fails now is fetched again when the
 * question shows it, and the exam never waits for this.
 */
export async function keepExamMedia(fractions: ExamFraction[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  const urls = examMediaUrls(fractions);
  if (!urls.length) return;
  try {
    const cache = await caches.open(STORAGE_NAMES.examMediaCache);
    await Promise.all(
      urls.map(async (url) => {
        if (await cache.match(url)) return;
        const res = await fetch(url);
        if (res.status === 200) await cache.put(url, res);
      }),
    );
  } catch {
    // Offline or storage full: the questions fetch their media themselves when shown.
  }
}
