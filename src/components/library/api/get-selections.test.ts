// A supplier turned off is offered to no new item but stays, marked, in the form of an item that names it.
import { describe, expect, it } from 'vitest';
import { withCurrent } from './get-selections.ts';

const active = [
  { id: 1, name: 'NXB Giáo dục Việt Nam' },
  { id: 2, name: 'Pearson Việt Nam' },
];

describe('withCurrent', () => {
  it('adds the item’s own entry, marked, when the selection no longer offers it', () => {
    expect(withCurrent(active, { id: 9, name: 'NXB Trẻ' })).toEqual([...active, { id: 9, name: 'NXB Trẻ (đã tắt)' }]);
  });

  it('leaves the options as they are for an entry still offered, no entry, or options not loaded yet', () => {
    expect(withCurrent(active, { id: 2, name: 'Pearson Việt Nam' })).toBe(active);
    expect(withCurrent(active, null)).toBe(active);
    expect(withCurrent(undefined, { id: 9, name: 'NXB Trẻ' })).toBeUndefined();
  });
});
