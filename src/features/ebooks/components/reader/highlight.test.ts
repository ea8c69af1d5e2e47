// The searched words are marked in a hit's snippet whatever the case and tone marks, the snippet keeping its spelling.
import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

const marked = (snippet: string, q: string) =>
  highlightParts(snippet, q)
    .filter((p) => p.match)
    .map((p) => p.text);

describe('highlightParts', () => {
  it('marks each word of the query, without case or tone marks, and đ as d', () => {
    expect(marked('Đường thẳng song song với ĐƯỜNG kia', 'duong')).toEqual(['Đường', 'ĐƯỜNG']);
    expect(marked('Cộng hai phân số cùng mẫu', 'PHAN số')).toEqual(['phân', 'số']);
  });

  it('gives back the whole snippet, in order, with the marks in place', () => {
    const parts = highlightParts('Bài 3. Phân số', 'phân');
    expect(parts).toEqual([
      { text: 'Bài 3. ', match: false },
      { text: 'Phân', match: true },
      { text: ' số', match: false },
    ]);
  });

  it('keeps tone marks typed as separate characters with their letter', () => {
    const decomposed = 'Toa\u0301n ho\u0323c';
    expect(marked(decomposed, 'toán')).toEqual(['Toa\u0301n']);
  });

  it('marks nothing for an empty query or words not there', () => {
    expect(marked('Hình học', '   ')).toEqual([]);
    expect(marked('Hình học', 'đại số')).toEqual([]);
  });
});
