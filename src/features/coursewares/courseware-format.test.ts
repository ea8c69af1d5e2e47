import { describe, expect, it } from 'vitest';
import type { CoursewareOpen, LearningCourseware } from '@/shared/courseware.ts';
import { factsLine, markOpened, openedFirst } from './courseware-format.ts';

const item = (id: number, openedAt: string | null): LearningCourseware => ({
  id,
  kind: 'lecture',
  itemId: id,
  title: `Bài ${id}`,
  subtitle: '3 trang chiếu',
  mediaType: null,
  thumbnailUrl: null,
  size: null,
  note: null,
  givenAt: '2026-11-20T08:00:00.000Z',
  givenBy: null,
  openedAt,
  open: { kind: 'lecture', lectureId: id },
});

const open = (name: string, at: string | null): CoursewareOpen => ({
  student: { id: name.length, fullName: name, email: `${name}@x.vn` },
  firstOpenedAt: at,
  lastOpenedAt: at,
  count: at ? 1 : 0,
});

describe('factsLine', () => {
  it('shows the size beside the subtitle only when it is known', () => {
    expect(factsLine({ subtitle: '12 trang chiếu', size: null })).toBe('12 trang chiếu');
    expect(factsLine({ subtitle: 'Video', size: 3 * 1024 * 1024 })).toBe('Video · 3 MB');
  });
});

describe('markOpened', () => {
  it('marks an item opened once, keeping the first time, unless the server says otherwise', () => {
    const list = [item(1, null), item(2, '2026-11-21T08:00:00.000Z')];
    const marked = markOpened(list, 1, '2026-11-25T10:00:00.000Z');
    expect(marked.map((c) => c.openedAt)).toEqual(['2026-11-25T10:00:00.000Z', '2026-11-21T08:00:00.000Z']);
    expect(markOpened(marked, 2, '2026-11-25T10:00:00.000Z')[1]!.openedAt).toBe('2026-11-21T08:00:00.000Z');
    expect(markOpened(marked, 1, '2026-11-25T09:59:00.000Z', true)[0]!.openedAt).toBe('2026-11-25T09:59:00.000Z');
  });
});

describe('openedFirst', () => {
  it('lists who opened by when they first did, then the others in name order', () => {
    const opens = [open('An', null), open('Bình', '2026-11-22T08:00:00.000Z'), open('Chi', '2026-11-21T08:00:00.000Z'), open('Dũng', null)];
    expect(openedFirst(opens).map((o) => o.student.fullName)).toEqual(['Chi', 'Bình', 'An', 'Dũng']);
  });
});
