// A lecture's deck as the server makes and reads it: the first slide of a new lecture, the plain text and search text
// kept beside the deck, and the picture a list shows for it.
import { randomUUID } from 'node:crypto';
import { fold } from '../../../src/shared/fold.ts';
import { deckText, type LectureDeck, type Slide, type TextBlock } from '../../../src/shared/lecture.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A white slide with the lecture's name as its title, where the editor starts. */
export function firstDeck(name: string): LectureDeck {
  const title: TextBlock = {
    id: randomUUID(),
    type: 'text',
    rect: { x: 8, y: 8, w: 84, h: 18 },
    html: `<p><strong>${escapeHtml(name)}</strong></p>`,
    text: name,
  };
  return { slides: [{ id: randomUUID(), background: '#ffffff', image: null, imageText: '', notes: '', blocks: [title] }] };
}

/** What a lecture's search matches: its name, its description and every word of its deck, folded. */
export const lectureSearchText = (name: string, description: string | null, body: string) => fold([name, description ?? '', body].join(' '));

/** The columns a deck write fills beside the deck itself. */
export function deckColumns(deck: LectureDeck, name: string, description: string | null) {
  const body = deckText(deck);
  return { deck, body, slideCount: deck.slides.length, searchText: lectureSearchText(name, description, body) };
}

/** The picture a list shows: the first slide's own picture, else the first picture placed on it. */
export function coverOf(slide: Slide | null | undefined): string | null {
  if (!slide) return null;
  if (slide.image) return slide.image;
  for (const b of slide.blocks) if (b.type === 'media' && b.mediaType === 'image') return b.thumbnailUrl ?? b.url;
  return null;
}
