// An id from an address: a positive safe integer from a segment or a search value, nothing otherwise.
import { describe, expect, it } from 'vitest';
import { parseId, schoolOfPath } from './route-ids.ts';

describe('parseId', () => {
  it('reads positive integers from text and numbers', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(7)).toBe(7);
  });

  it('refuses everything else', () => {
    for (const raw of ['0', '-3', '1.5', '12abc', '', ' 4', '99999999999999999999', 0, 2.5, null, undefined]) expect(parseId(raw)).toBeNull();
  });
});

describe('schoolOfPath', () => {
  it('reads the school of an address under /{schoolId}', () => {
    expect(schoolOfPath('/7')).toBe(7);
    expect(schoolOfPath('/7/my-learning-group/3')).toBe(7);
  });

  it('is null outside a school or for an id that is not one', () => {
    for (const path of ['/', '/login', '/system/schools', '/7a', '/0', '/99999999999999999999/x']) expect(schoolOfPath(path)).toBeNull();
  });
});
