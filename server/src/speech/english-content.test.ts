// Every word of the seeded English content is in the engine's CMU dictionary, so practising it never falls back
// to letter-to-sound guesses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_LESSONS } from './english-content.ts';
import { modelBase } from './engine-node.ts';
import { sentenceWords } from '../../../src/shared/speech/text.ts';

describe('seeded English content', () => {
  it('uses only words of the engine dictionary', () => {
    const dict = new Set(
      readFileSync(path.join(modelBase(), 'en-us', 'dict.txt'), 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith(';;'))
        .map((l) => l.split(/\s/)[0]!.replace(/\(\d+\)$/, '')),
    );
    const words = ENGLISH_LESSONS.flatMap((l) => l.items.flatMap((i) => sentenceWords(i.text).map((w) => w.key)));
    expect(words.length).toBeGreaterThan(100);
    expect(words.filter((w) => !dict.has(w))).toEqual([]);
  });

  it('has a Vietnamese meaning for every item and a few lessons of each kind', () => {
    expect(ENGLISH_LESSONS.flatMap((l) => l.items).every((i) => i.meaning.length > 0)).toBe(true);
    for (const kind of ['word', 'sentence', 'paragraph']) expect(ENGLISH_LESSONS.filter((l) => l.kind === kind).length).toBeGreaterThanOrEqual(3);
  });
});
