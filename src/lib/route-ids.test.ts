// An id from an address: a positive safe integer from a segment or a search value, nothing otherwise.
import { describe, expect, it } from 'vitest';
import { parseId } from './route-ids.ts';

describe('parseId', () => {
  it('reads positive integers from text and numbers', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(7)).toBe(7);
  });

  it('refuses everything else', () => {
    for (const raw of ['0', '-3', '1.5', '12abc', '', ' 4', '99999999999999999999', 0, 2.5, null, undefined]) expect(parseId(raw)).toBeNull();
  });
});
