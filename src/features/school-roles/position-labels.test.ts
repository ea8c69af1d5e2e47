// The position a school's role is the default of, as the list shows it.
import { describe, expect, it } from 'vitest';
import { rolePositionLabel } from './position-labels.ts';

describe('rolePositionLabel', () => {
  it('labels positions', () => {
    expect(rolePositionLabel('teacher')).toBe('Giáo viên');
    expect(rolePositionLabel('student')).toBe('Học sinh');
    expect(rolePositionLabel(null)).toBe('—');
  });
});
