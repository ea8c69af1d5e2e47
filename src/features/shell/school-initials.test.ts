import { describe, expect, it } from 'vitest';
import { schoolInitials } from './school-initials.ts';

describe('schoolInitials', () => {
  it('skips the words every school name starts with', () => {
    expect(schoolInitials('Trường THCS Nguyễn Du')).toBe('ND');
    expect(schoolInitials('Trường Tiểu học Hoà Bình')).toBe('HB');
    expect(schoolInitials('Trường THPT Lê Lợi')).toBe('LL');
    expect(schoolInitials('Trường TH&THCS Quang Trung')).toBe('QT');
    expect(schoolInitials('Trường Mầm non Hoa Sen')).toBe('HS');
  });

  it('keeps three letters at most, and numbers count', () => {
    expect(schoolInitials('Trường THPT Nguyễn Thị Minh Khai')).toBe('NMK');
    expect(schoolInitials('Trường THCS số 2 Hải Châu')).toBe('2HC');
  });

  it('falls back to the whole name when nothing distinctive is left', () => {
    expect(schoolInitials('THCS')).toBe('T');
    expect(schoolInitials('')).toBe('?');
  });
});
