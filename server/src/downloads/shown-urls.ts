// The file addresses a downloaded item shows, so the download keeps every one of them: a lecture's slide pictures, its
// media blocks' files and pictures, the pictures and sounds inside its text and questions (prompt, options,
// explanation, the question's own media, sub-questions) and what its areas open; an e-book's areas open the same.
// Addresses come as stored; files.ts says which of them are files the server holds.
import { richMediaUrls } from '../../../src/shared/rich-text.ts';
import type { BookArea } from '../../../src/shared/book.ts';
import type { AreaTarget, LectureDeck, SlideBlock } from '../../../src/shared/lecture.ts';
import type { BankQuestion } from '../../../src/shared/question-bank.ts';

type Url = string | null | undefined;

/** What a question shows when opened and when its answer is revealed. */
export function questionUrls(q: BankQuestion): Url[] {
  const rich = [q.content.html, ...(q.content.options ?? []).map((o) => o.html), q.explanationHtml].flatMap(richMediaUrls);
  return [q.content.media?.url, ...rich, ...(q.subQuestions ?? []).flatMap(questionUrls)];
}

function targetUrls(b: AreaTarget | SlideBlock): Url[] {
  if (b.type === 'media') return [b.url, b.thumbnailUrl];
  if (b.type === 'question') return questionUrls(b.question);
  // A game plays with words only.
  if (b.type === 'game') return [];
  if (b.type === 'area') return targetUrls(b.target);
  return richMediaUrls(b.html);
}

export const deckUrls = (deck: LectureDeck): Url[] => deck.slides.flatMap((s) => [s.image, ...s.blocks.flatMap(targetUrls)]);

export const areaUrls = (areas: BookArea[]): Url[] => areas.flatMap((a) => targetUrls(a.target));
