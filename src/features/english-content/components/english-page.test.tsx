// The English lessons list: each lesson's series, unit, kind and item count; the kind filter goes to the URL's filters.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi } from '@/test/api-mock.ts';
import { permissionId, type Grants } from '@/shared/permissions.ts';
import type { EnglishLesson } from '@/shared/english-content.ts';
import { EnglishPage } from './english-page.tsx';

const api = mockApi();
afterEach(() => cleanup());

const teacher: Grants = {
  superAdmin: false,
  schoolAdmin: false,
  permissionIds: (
    ['personal_english_content.view', 'personal_english_content.create', 'personal_english_content.update', 'school_english_content.create'] as const
  ).map(permissionId),
};

const lesson = {
  id: 9,
  name: 'Unit 5 – Food',
  description: null,
  level: 'personal',
  status: 'approved',
  reviewReason: null,
  reviewedAt: null,
  schoolId: 1,
  owner: { id: 5, fullName: 'Lê Văn Minh' },
  category: null,
  subject: null,
  grade: { id: 7, name: 'Khối 7' },
  supplier: null,
  textbookSeries: { id: 5, name: 'Global Success' },
  topic: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  unit: 'Unit 5',
  kind: 'sentence',
  gradeLevel: 7,
  itemCount: 12,
} satisfies EnglishLesson;

describe('EnglishPage', () => {
  it('lists lessons with unit, kind and item count, and filters by kind', async () => {
    api.on('get', 's/personal/english_lessons', data([lesson], { pagination: { total: 1, page: 1, perPage: 12 }, reviewer: false }));
    api.on('get', 's/selections/categories/english_content', data([]));
    for (const c of ['subjects', 'grades', 'textbook_series', 'suppliers', 'topics']) api.on('get', `selections/${c}`, data([]));
    const onFiltersChange = vi.fn();
    renderInApp(() => (
      <EnglishPage library={{ level: 'personal', schoolId: 1 }} filters={{ gradeIds: [7] }} onFiltersChange={onFiltersChange} grants={teacher} userId={5} />
    ));
    const row = (await screen.findByRole('button', { name: 'Unit 5 – Food' })).closest('tr')!;
    expect(within(row).getByText('Unit 5')).toBeInTheDocument();
    expect(within(row).getByText('Mẫu câu')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm bài tiếng Anh' })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Loại nội dung'), 'Đoạn văn');
    expect(onFiltersChange).toHaveBeenCalledWith({ gradeIds: [7], kind: 'paragraph', page: undefined });
  });
});
