import { describe, expect, it } from 'vitest';
import { dueState } from './due-state.ts';

const NOW = Date.parse('2026-11-25T08:00:00.000Z');

describe('dueState', () => {
  it('marks work not handed in after its due time as overdue, and within two days as due soon', () => {
    expect(dueState({ status: 'NOT_DOING', dueAt: '2026-11-25T07:59:00.000Z' }, NOW)).toBe('overdue');
    expect(dueState({ status: 'IN_PROGRESS', dueAt: '2026-11-27T08:00:00.000Z' }, NOW)).toBe('dueSoon');
    expect(dueState({ status: 'NOT_DOING', dueAt: '2026-11-28T08:00:00.000Z' }, NOW)).toBeNull();
  });

  it('gives handed-in work and missions without a due time no badge', () => {
    expect(dueState({ status: 'PENDING_REVIEW', dueAt: '2026-11-20T08:00:00.000Z' }, NOW)).toBeNull();
    expect(dueState({ status: 'COMPLETED', dueAt: '2026-11-20T08:00:00.000Z' }, NOW)).toBeNull();
    expect(dueState({ status: 'NOT_DOING', dueAt: null }, NOW)).toBeNull();
  });
});
