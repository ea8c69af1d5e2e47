// Folding Vietnamese text for search: accents, đ and case are ignored.
import { describe, expect, it } from 'vitest';
import { foldText } from './search.ts';

describe('foldText', () => {
  it('removes Vietnamese accents and case', () => {
    expect(foldText('Trường THCS Nguyễn Du')).toBe('truong thcs nguyen du');
    expect(foldText('ĐẶNG  Hoà')).toBe('dang hoa');
  });

  it('handles decomposed input (macOS keyboards send NFD)', () => {
    expect(foldText('Nguyễn'.normalize('NFD'))).toBe('nguyen');
  });
});
