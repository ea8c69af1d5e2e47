import { describe, expect, it } from 'vitest';
import { foldText } from './school-selector.tsx';

describe('foldText', () => {
  it('matches Vietnamese names without accents or case', () => {
    expect(foldText('Trường Tiểu học Hoà Bình')).toContain(foldText('hoa binh'));
    expect(foldText('Đống Đa')).toBe('dong da');
  });
});
