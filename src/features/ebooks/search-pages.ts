// Searching a downloaded book without a network: the pages' text kept with the download, matched as the server
// matches (every word, diacritics and case ignored), with the words around the first match.
import { foldedWords } from '@/shared/fold.ts';
import type { BookSearchHit } from '@/shared/book.ts';

const MAX_HITS = 50;
const AROUND = 60;

/** Each character folded on its own, so a position in the folded text is the same position in the original. */
const foldChars = (text: string) =>
  Array.from(text, (c) => {
    const f = c.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
    return f.length === 1 ? f : c.toLowerCase().slice(0, 1) || ' ';
  }).join('');

export function searchPages(pages: string[], query: string): BookSearchHit[] {
  const words = foldedWords(query);
  if (!words.length) return [];
  const hits: BookSearchHit[] = [];
  for (let i = 0; i < pages.length && hits.length < MAX_HITS; i++) {
    const original = Array.from(pages[i] ?? '');
    const folded = foldChars(pages[i] ?? '');
    if (!words.every((w) => folded.includes(w))) continue;
    const at = folded.indexOf(words[0]!);
    const start = Math.max(0, at - AROUND);
    const end = Math.min(original.length, at + words[0]!.length + AROUND);
    const snippet = `${start > 0 ? '…' : ''}${original.slice(start, end).join('').replace(/\s+/g, ' ').trim()}${end < original.length ? '…' : ''}`;
    hits.push({ page: i + 1, snippet });
  }
  return hits;
}
