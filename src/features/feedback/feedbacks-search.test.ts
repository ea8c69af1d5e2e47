import { describe, expect, it } from 'vitest';
import { parseFeedbacksSearch } from './feedbacks-search.ts';

describe('parseFeedbacksSearch', () => {
  it('keeps known statuses and kinds, a trimmed search and a page past the first', () => {
    expect(parseFeedbacksSearch({ status: 'in_progress', kind: 'bug', q: '  khong nghe  ', page: 3 })).toEqual({
      status: 'in_progress',
      kind: 'bug',
      q: 'khong nghe',
      page: 3,
    });
  });

  it('drops anything else, and reads a numeric search as text', () => {
    expect(parseFeedbacksSearch({ status: 'closed', kind: 'complaint', q: '   ', page: 1 })).toEqual({});
    expect(parseFeedbacksSearch({ q: 123, page: 'x' })).toEqual({ q: '123' });
  });
});
