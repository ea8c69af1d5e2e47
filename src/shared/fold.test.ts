import { describe, expect, it } from 'vitest';
import { fold, foldedWords } from './fold.ts';

describe('fold', () => {
  it('drops Vietnamese diacritics and case so unaccented queries match', () => {
    expect(fold('Phương trình bậc hai')).toBe('phuong trinh bac hai');
    expect(fold('ĐỊA LÍ  Đồng bằng')).toBe('dia li dong bang');
    expect(fold('Ưu tiên ỹ ữ ặ')).toBe('uu tien y u a');
  });

  it('splits a query into folded words', () => {
    expect(foldedWords('  Hàm   SỐ ')).toEqual(['ham', 'so']);
    expect(foldedWords('   ')).toEqual([]);
  });
});
