// A plan as it reads: a linked item that opens for every reader of the plan is a link to it (a lecture presented and
// back to the plan, a bank or an exam in the plan's library); one colleagues cannot open is named and marked.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderInApp } from '@/test/render-in-app.tsx';
import type { LessonPlan } from '@/shared/lesson-plan.ts';
import { PlanView } from './plan-view.tsx';

afterEach(() => cleanup());

const plan: LessonPlan = {
  id: 41,
  name: 'Số hữu tỉ',
  description: null,
  level: 'school',
  status: 'approved',
  reviewReason: null,
  reviewedAt: null,
  schoolId: 3,
  owner: { id: 5, fullName: 'Lê Văn Minh' },
  category: null,
  subject: null,
  grade: null,
  supplier: null,
  textbookSeries: null,
  topic: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  lessonName: 'Bài 1',
  periods: 1,
  knowledge: '',
  competences: '',
  qualities: '',
  equipment: '',
  activities: [
    {
      title: 'Mở đầu',
      goal: '',
      content: '',
      product: '',
      organization: '',
      links: [
        { kind: 'lecture', id: 9, name: 'Unit 1: Hobbies', reach: 'everyone' },
        { kind: 'question', id: 12, name: 'Ngân hàng số hữu tỉ', reach: 'everyone' },
        { kind: 'exam', id: 4, name: 'Kiểm tra 15 phút', reach: 'everyone' },
        { kind: 'media', id: 7, name: 'Video số hữu tỉ', reach: 'everyone' },
        { kind: 'lecture', id: 10, name: 'Bài của tôi', reach: 'restricted' },
      ],
    },
  ],
  readerRole: null,
};

describe('PlanView', () => {
  it('links each item every reader can open, and marks the ones colleagues cannot', async () => {
    renderInApp(() => <PlanView plan={plan} />, { path: '/3/library/plan/details/41' });
    const items = within((await screen.findByText('Học liệu sử dụng')).parentElement!).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Unit 1: Hobbies' })).toHaveAttribute(
      'href',
      `/editor/9/preview?back=${encodeURIComponent('/3/library/plan/details/41')}`,
    );
    expect(within(items[1]!).getByRole('link', { name: 'Ngân hàng số hữu tỉ' })).toHaveAttribute('href', '/3/library/question/12');
    expect(within(items[2]!).getByRole('link', { name: 'Kiểm tra 15 phút' })).toHaveAttribute('href', '/3/library/exam/4');
    expect(items[3]).toHaveTextContent('Học liệu: Video số hữu tỉ');
    expect(within(items[3]!).queryByRole('link')).toBeNull();
    expect(items[4]).toHaveTextContent('Bài giảng: Bài của tôi — đồng nghiệp không mở được');
    expect(within(items[4]!).queryByRole('link')).toBeNull();
  });

  it('opens a system plan’s items in the system library', async () => {
    const system = { ...plan, level: 'system' as const, schoolId: null };
    renderInApp(() => <PlanView plan={system} />, { path: '/library/plan/41' });
    expect(await screen.findByRole('link', { name: 'Kiểm tra 15 phút' })).toHaveAttribute('href', '/library/exam/4');
    expect(screen.getByRole('link', { name: 'Ngân hàng số hữu tỉ' })).toHaveAttribute('href', '/library/question/12');
  });
});
