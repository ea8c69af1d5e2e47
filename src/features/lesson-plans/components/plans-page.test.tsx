// The plans list: each plan's lesson, periods and activities; "add" leads to the editor where there is one, and the
// school library (whose plans come from personal libraries) offers no "add" even to those who may send plans there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi } from '@/test/api-mock.ts';
import { permissionId, type Grants } from '@/shared/permissions.ts';
import type { LessonPlan } from '@/shared/lesson-plan.ts';
import { PlansPage } from './plans-page.tsx';

const saved = vi.hoisted(() => ({ files: [] as { name: string; size: number }[] }));
vi.mock('@/lib/download.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/download.ts')>()),
  downloadBlob: (blob: Blob, name: string) => saved.files.push({ name, size: blob.size }),
}));

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

  it('downloads a plan as .docx from its row, without opening it', async () => {
    const user = userEvent.setup();
    api.on(
      'get',
      's/personal/schedules/4/download',
      new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    renderList('personal');
    const row = (await screen.findByRole('link', { name: 'Số hữu tỉ — Toán 7' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Tải về Word\s*“Số hữu tỉ — Toán 7”$/ }));
    await waitFor(() => expect(saved.files).toEqual([{ name: 'So-huu-ti-Toan-7.docx', size: 4 }]));
    expect(api.callsTo('get', 's/personal/schedules/4/download')).toHaveLength(1);
  });

  it('offers no "add" in the school library', async () => {
    renderList('school');
    expect(await screen.findByRole('link', { name: 'Số hữu tỉ — Toán 7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm giáo án' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Thêm giáo án' })).toBeNull();
  });
});
