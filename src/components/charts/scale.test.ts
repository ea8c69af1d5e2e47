import { describe, expect, it } from 'vitest';
import { niceTicks } from './scale.ts';

describe('niceTicks', () => {
  it('rounds the top up to a readable step', () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('counts in whole steps for small numbers and keeps an empty axis drawable', () => {
    expect(niceTicks(2)).toEqual([0, 1, 2]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});
