import { describe, expect, it } from 'vitest';
import { searchPages } from './search-pages.ts';

const pages = ['Chương 1. Hệ Mặt Trời gồm Mặt Trời và tám hành tinh.', 'Trái Đất là hành tinh thứ ba.', 'Sao Hỏa có màu đỏ.'];

describe('searchPages', () => {
  it('finds pages with every word, ignoring diacritics and case', () => {
    expect(searchPages(pages, 'he mat troi').map((h) => h.page)).toEqual([1]);
    expect(searchPages(pages, 'HÀNH TINH').map((h) => h.page)).toEqual([1, 2]);
    expect(searchPages(pages, 'trai dat thu ba').map((h) => h.page)).toEqual([2]);
    expect(searchPages(pages, 'sao kim')).toEqual([]);
  });

  it('shows the original words around the match', () => {
    expect(searchPages(pages, 'sao hoa')[0]!.snippet).toBe('Sao Hỏa có màu đỏ.');
    const long = ['x '.repeat(100) + 'Đường tròn ' + 'y '.repeat(100)];
    const [hit] = searchPages(long, 'duong tron');
    expect(hit!.snippet).toContain('Đường tròn');
    expect(hit!.snippet.startsWith('…')).toBe(true);
    expect(hit!.snippet.endsWith('…')).toBe(true);
  });

  it('finds nothing for an empty query', () => {
    expect(searchPages(pages, '   ')).toEqual([]);
  });
});
