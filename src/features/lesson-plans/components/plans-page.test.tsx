// The plans list: each plan's lesson, periods and activities; "add" leads to the editor where there is one, and the
// school library (whose plans come from personal libraries) offers no "add" even to those who may send plans there.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi } from '@/test/api-mock.ts';
import { permissionId, type Grants } from '@/shared/permissions.ts';
import type { LessonPlan } from '@/shared/lesson-plan.ts';
import { PlansPage } from './plans-page.tsx';

const api = mockApi();
afterEach(() => cleanup());

const teacher: Grants = {
  superAdmin: false,
  schoolAdmin: false,
  permissionIds: (
    ['personal_schedule.view', 'personal_schedule.create', 'personal_schedule.update', 'school_schedule.view', 'school_schedule.create'] as const
  ).map(permissionId),
};

const plan = {
  id: 4,
  name: 'Số hữu tỉ — Toán 7',
  description: null,
  level: 'personal',
  status: 'approved',
  reviewReason: null,
  reviewedAt: null,
  schoolId: 3,
  owner: { id: 5, fullName: 'Phạm Thị Lan' },
  category: null,
  subject: { id: 1, name: 'Toán' },
  grade: { id: 7, name: 'Khối 7' },
  supplier: null,
  textbookSeries: null,
  topic: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  lessonName: 'Bài 1. Tập hợp các số hữu tỉ',
  periods: 2,
  knowledge: '',
  competences: '',
  qualities: '',
  equipment: '',
  activities: [],
  readerRole: null,
} satisfies LessonPlan;

function renderList(level: 'personal' | 'school') {
  api.on('get', `${level === 'school' ? 's' : 's/personal'}/schedules`, data([plan], { pagination: { total: 1, page: 1, perPage: 12 }, reviewer: false }));
  api.on('get', 's/selections/categories/schedule', data([]));
  for (const c of ['subjects', 'grades', 'textbook_series', 'suppliers', 'topics']) api.on('get', `selections/${c}`, data([]));
  renderInApp(() => (
    <PlansPage
      library={{ level, schoolId: 3 }}
      filters={{}}
      onFiltersChange={() => {}}
      grants={teacher}
      userId={5}
      planHref={(id) => `/3/x/${id}`}
      addHref={level === 'personal' ? '/3/person-library/plan/add' : undefined}
      editHref={level === 'personal' ? (id) => `/3/person-library/plan/${id}/edit` : undefined}
    />
  ));
}

describe('PlansPage', () => {
  it('lists the teacher’s plans with their lesson and periods, "add" opening the editor', async () => {
    renderList('personal');
    const row = (await screen.findByRole('link', { name: 'Số hữu tỉ — Toán 7' })).closest('tr')!;
    expect(within(row).getByText('Bài 1. Tập hợp các số hữu tỉ')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thêm giáo án' })).toHaveAttribute('href', '/3/person-library/plan/add');
    expect(within(row).getByRole('link', { name: /^Sửa/ })).toHaveAttribute('href', '/3/person-library/plan/4/edit');
  });

  it('offers no "add" in the school library', async () => {
    renderList('school');
    expect(await screen.findByRole('link', { name: 'Số hữu tỉ — Toán 7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm giáo án' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Thêm giáo án' })).toBeNull();
  });
});
