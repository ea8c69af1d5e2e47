// The snippet of a search hit: the words around the first match as printed (diacritics kept), about 120 characters,
// cut between words, with … where the page goes on.
import { describe, expect, it } from 'vitest';
import { foldWithMap, snippet } from './search.ts';
import { fold } from '../../../src/shared/fold.ts';

const page =
  'Bài 1. Giới thiệu. Từ xa xưa, con người đã quan sát bầu trời đêm và đặt tên cho các vì sao. Ngày nay chúng ta biết ' +
  'Hệ Mặt Trời gồm Mặt Trời ở trung tâm và tám hành tinh chuyển động quanh nó theo những quỹ đạo gần tròn. Trái Đất là ' +
  'hành tinh thứ ba tính từ Mặt Trời, nơi duy nhất đã biết có sự sống.';

describe('book search snippets', () => {
  it('fold the page as the stored folded text is folded, remembering where each letter came from', () => {
    const { folded, from } = foldWithMap('  Hệ   Mặt\nTrời  ');
    expect(folded).toBe(fold('  Hệ   Mặt\nTrời  '));
    expect(folded).toBe('he mat troi');
    expect(from[folded.indexOf('mat')]).toBe('  Hệ   Mặt\nTrời  '.indexOf('Mặt'));
  });

  it('show the printed words around the first match, about 120 characters, cut between words', () => {
    const s = snippet(page, 'he mat troi');
    expect(s).toContain('Hệ Mặt Trời gồm');
    expect(s.startsWith('… ')).toBe(true);
    expect(s.endsWith(' …')).toBe(true);
    const inner = s.slice(2, -2);
    expect(page).toContain(inner);
    expect(inner.length).toBeGreaterThan(90);
    expect(inner.length).toBeLessThanOrEqual(125);
    // Neither end cuts a word.
    const at = page.indexOf(inner);
    expect(page[at - 1]).toBe(' ');
    expect(page[at + inner.length]).toBe(' ');
  });

  it('start at the page’s beginning when the match is there, and end at its end without …', () => {
    expect(snippet(page, 'bai 1')).toMatch(/^Bài 1\. Giới thiệu\./);
    expect(snippet(page, 'su song')).toMatch(/có sự sống\.$/);
    expect(snippet('Hệ Mặt Trời', 'troi')).toBe('Hệ Mặt Trời');
  });
});
