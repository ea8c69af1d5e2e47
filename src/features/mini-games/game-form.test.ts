import { describe, expect, it } from 'vitest';
import { formFromContent, formPath, inputFromForm } from './game-form.ts';

describe('the game editor form', () => {
  it('writes ordering items one per line and reads them back without empty lines', () => {
    const form = formFromContent('Sắp xếp câu', { kind: 'ordering', rounds: [{ prompt: 'Xếp thành câu', items: ['I', 'am', 'fine'] }] });
    expect(form.rounds[0]!.itemsText).toBe('I\nam\nfine');
    form.rounds[0]!.itemsText = ' I \n\nam\nfine\n';
    expect(inputFromForm(form)).toEqual({
      title: 'Sắp xếp câu',
      content: { kind: 'ordering', rounds: [{ prompt: 'Xếp thành câu', items: ['I', 'am', 'fine'] }] },
    });
  });

  it('keeps every kind’s rows, so switching kind and back loses nothing', () => {
    const form = formFromContent('Nối', { kind: 'matching', pairs: [{ left: 'a', right: 'b' }] });
    form.kind = 'crossword';
    expect(inputFromForm(form).content.kind).toBe('crossword');
    form.kind = 'memory';
    expect(inputFromForm(form).content).toEqual({ kind: 'memory', pairs: [{ left: 'a', right: 'b' }] });
  });

  it('puts a server message under the field it is about', () => {
    expect(formPath('content.pairs.1.right')).toBe('pairs.1.right');
    expect(formPath('content.rounds.0.items.3')).toBe('rounds.0.itemsText');
    expect(formPath('content.words')).toBe('words.root');
    expect(formPath('title')).toBe('title');
  });
});
