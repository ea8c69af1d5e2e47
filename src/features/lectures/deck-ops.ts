// What the slide editor does to a deck, as pure functions (each answers a new deck; the old one stays for undo).
import { newIdempotencyKey as newId } from '@/offline/outbox-item.ts';
import { MAX_BLOCKS, MAX_SLIDES, type LectureDeck, type Rect, type Slide, type SlideBlock } from '@/shared/lecture.ts';

export const BLANK_BACKGROUND = '#ffffff';

export function blankSlide(): Slide {
  return { id: newId(), background: BLANK_BACKGROUND, image: null, imageText: '', notes: '', blocks: [] };
}

/** Where a new block goes: a little lower and to the right of the last one, so it never hides it exactly. */
export function nextRect(slide: Slide, size: { w: number; h: number }): Rect {
  const step = (slide.blocks.length % 6) * 4;
  return { x: clamp(10 + step, 0, 100 - size.w), y: clamp(10 + step, 0, 100 - size.h), w: size.w, h: size.h };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

/** A rect kept on the page: at least 2 % in each direction, never past an edge. */
export function fitRect(r: Rect): Rect {
  const w = clamp(r.w, 2, 100);
  const h = clamp(r.h, 2, 100);
  return { x: round(clamp(r.x, 0, 100 - w)), y: round(clamp(r.y, 0, 100 - h)), w: round(w), h: round(h) };
}

const round = (n: number) => Math.round(n * 100) / 100;

export const canAddSlide = (deck: LectureDeck) => deck.slides.length < MAX_SLIDES;
export const canAddBlock = (slide: Slide) => slide.blocks.length < MAX_BLOCKS;

export function addSlide(deck: LectureDeck, after: number): LectureDeck {
  if (!canAddSlide(deck)) return deck;
  const slides = [...deck.slides];
  slides.splice(after + 1, 0, blankSlide());
  return { slides };
}

export function duplicateSlide(deck: LectureDeck, index: number): LectureDeck {
  const source = deck.slides[index];
  if (!source || !canAddSlide(deck)) return deck;
  const copy: Slide = { ...source, id: newId(), blocks: source.blocks.map((b) => ({ ...b, id: newId() })) };
  const slides = [...deck.slides];
  slides.splice(index + 1, 0, copy);
  return { slides };
}

/** The last slide is never removed: a deck always has one (the server refuses an empty one). */
export function deleteSlide(deck: LectureDeck, index: number): LectureDeck {
  if (deck.slides.length <= 1) return deck;
  return { slides: deck.slides.filter((_, i) => i !== index) };
}

export function moveSlide(deck: LectureDeck, from: number, to: number): LectureDeck {
  if (to < 0 || to >= deck.slides.length || from === to) return deck;
  const slides = [...deck.slides];
  const [moved] = slides.splice(from, 1);
  slides.splice(to, 0, moved!);
  return { slides };
}

export function updateSlide(deck: LectureDeck, index: number, patch: Partial<Omit<Slide, 'id' | 'blocks'>>): LectureDeck {
  return { slides: deck.slides.map((s, i) => (i === index ? { ...s, ...patch } : s)) };
}

export function addBlock(deck: LectureDeck, index: number, block: SlideBlock): LectureDeck {
  const slide = deck.slides[index];
  if (!slide || !canAddBlock(slide)) return deck;
  return { slides: deck.slides.map((s, i) => (i === index ? { ...s, blocks: [...s.blocks, block] } : s)) };
}

export function updateBlock(deck: LectureDeck, index: number, blockId: string, patch: Partial<SlideBlock>): LectureDeck {
  return {
    slides: deck.slides.map((s, i) => (i === index ? { ...s, blocks: s.blocks.map((b) => (b.id === blockId ? ({ ...b, ...patch } as SlideBlock) : b)) } : s)),
  };
}

export function deleteBlock(deck: LectureDeck, index: number, blockId: string): LectureDeck {
  return { slides: deck.slides.map((s, i) => (i === index ? { ...s, blocks: s.blocks.filter((b) => b.id !== blockId) } : s)) };
}

/** Brings a block in front of the others (blocks are drawn in order). */
export function bringToFront(deck: LectureDeck, index: number, blockId: string): LectureDeck {
  return {
    slides: deck.slides.map((s, i) => {
      if (i !== index) return s;
      const block = s.blocks.find((b) => b.id === blockId);
      return block ? { ...s, blocks: [...s.blocks.filter((b) => b.id !== blockId), block] } : s;
    }),
  };
}

export { newId };
