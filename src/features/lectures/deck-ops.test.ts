import { describe, expect, it } from 'vitest';
import { areaName, deckAreas, deckText, type AreaBlock, type GameBlock, type LectureDeck, type TextBlock } from '@/shared/lecture.ts';
import { addBlock, addSlide, blankSlide, deleteBlock, deleteSlide, duplicateSlide, fitRect, moveSlide, bringToFront, updateBlock } from './deck-ops.ts';
import { record, redo, startHistory, undo } from './deck-history.ts';

const text = (id: string): TextBlock => ({ id, type: 'text', rect: { x: 0, y: 0, w: 10, h: 10 }, html: '', text: id });
const deck = (): LectureDeck => ({
  slides: [
    { ...blankSlide(), id: 'a', blocks: [text('t1')] },
    { ...blankSlide(), id: 'b' },
  ],
});

describe('deck operations', () => {
  it('adds a slide after the current one and duplicates with new ids', () => {
    const added = addSlide(deck(), 0);
    expect(added.slides.map((s) => s.id)[0]).toBe('a');
    expect(added.slides[2]!.id).toBe('b');
    const copy = duplicateSlide(deck(), 0);
    expect(copy.slides).toHaveLength(3);
    expect(copy.slides[1]!.id).not.toBe('a');
    expect(copy.slides[1]!.blocks[0]!.id).not.toBe('t1');
    expect((copy.slides[1]!.blocks[0] as TextBlock).text).toBe('t1');
  });

  it('never deletes the last slide, and moves slides within bounds', () => {
    const one = deleteSlide(deck(), 1);
    expect(one.slides.map((s) => s.id)).toEqual(['a']);
    expect(deleteSlide(one, 0)).toBe(one);
    expect(moveSlide(deck(), 0, 1).slides.map((s) => s.id)).toEqual(['b', 'a']);
    const d = deck();
    expect(moveSlide(d, 1, 2)).toBe(d);
  });

  it('keeps a block on the page and at least 2 % large', () => {
    expect(fitRect({ x: 95, y: -5, w: 20, h: 1 })).toEqual({ x: 80, y: 0, w: 20, h: 2 });
  });

  it('brings a block to the front', () => {
    const d = addBlock(deck(), 0, text('t2'));
    expect(bringToFront(d, 0, 't1').slides[0]!.blocks.map((b) => b.id)).toEqual(['t2', 't1']);
  });
});

const game = (id: string): GameBlock => ({
  id,
  type: 'game',
  rect: { x: 20, y: 20, w: 36, h: 36 },
  gameId: 7,
  game: {
    title: 'Nối từ vựng',
    content: {
      kind: 'matching',
      pairs: [
        { left: 'classroom', right: 'lớp học' },
        { left: 'library', right: 'thư viện' },
      ],
    },
  },
});

describe('game blocks', () => {
  it('are placed, moved, duplicated with their copy of the game and removed like any block', () => {
    const placed = addBlock(deck(), 0, game('g1'));
    const moved = updateBlock(placed, 0, 'g1', { rect: { x: 40, y: 30, w: 36, h: 36 } });
    expect(moved.slides[0]!.blocks[1]).toMatchObject({ type: 'game', gameId: 7, rect: { x: 40, y: 30 } });
    const copy = duplicateSlide(moved, 0);
    const copied = copy.slides[1]!.blocks[1] as GameBlock;
    expect(copied.id).not.toBe('g1');
    expect(copied.game).toEqual(game('g1').game);
    expect(deleteBlock(moved, 0, 'g1').slides[0]!.blocks.map((b) => b.id)).toEqual(['t1']);
  });

  it('give the deck’s text the game’s name and words, so a search finds the lecture by them', () => {
    const text = deckText(addBlock(deck(), 0, game('g1')));
    expect(text).toContain('Nối từ vựng');
    expect(text).toContain('thư viện');
  });
});

const area = (id: string, label = ''): AreaBlock => ({
  id,
  type: 'area',
  rect: { x: 60, y: 10, w: 20, h: 15 },
  label,
  target: { type: 'game', gameId: 7, game: game(id).game },
});

describe('area blocks', () => {
  it('change their label and target as one step each, and are listed with their slide', () => {
    const placed = addBlock(deck(), 1, area('a1'));
    expect(areaName(placed.slides[1]!.blocks[0] as AreaBlock)).toBe('Trò chơi: Nối từ vựng');
    const named = updateBlock(placed, 1, 'a1', { label: 'Chơi nối từ' });
    expect(areaName(named.slides[1]!.blocks[0] as AreaBlock)).toBe('Chơi nối từ');
    let h = startHistory(named);
    h = record(h, updateBlock(h.present, 1, 'a1', { rect: { x: 10, y: 10, w: 20, h: 15 } }), null, 0);
    expect(undo(h).present).toBe(named);
    expect(deckAreas(named)).toEqual([{ slideId: 'b', slideIndex: 1, area: named.slides[1]!.blocks[0] }]);
    expect(deckText(named)).toContain('Chơi nối từ');
  });

  it('are duplicated with their slide under new ids', () => {
    const copy = duplicateSlide(addBlock(deck(), 0, area('a1', 'Vùng')), 0);
    const [first, second] = [copy.slides[0]!.blocks[1]!, copy.slides[1]!.blocks[1]!];
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ type: 'area', label: 'Vùng', target: (first as AreaBlock).target });
  });
});

describe('undo and redo', () => {
  it('undoes and redoes, and a new change drops the redo steps', () => {
    let h = startHistory(deck());
    const first = h.present;
    h = record(h, addSlide(h.present, 0), null, 0);
    const second = h.present;
    h = undo(h);
    expect(h.present).toBe(first);
    h = redo(h);
    expect(h.present).toBe(second);
    h = undo(h);
    h = record(h, deleteSlide(h.present, 1), null, 10);
    expect(h.future).toHaveLength(0);
  });

  it('merges typing in one block into one step, but not after a pause', () => {
    let h = startHistory(deck());
    const start = h.present;
    h = record(h, addSlide(h.present, 0), 'text:t1', 0);
    h = record(h, addSlide(h.present, 0), 'text:t1', 500);
    expect(undo(h).present).toBe(start);
    h = record(h, addSlide(h.present, 0), 'text:t1', 5000);
    expect(undo(h).present.slides).toHaveLength(4);
  });
});
