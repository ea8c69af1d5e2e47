// The English lessons list: each lesson's series, unit, kind and item count; the kind filter goes to the URL's filters.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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

const principal: Grants = {
  superAdmin: false,
  schoolAdmin: false,
  permissionIds: (['school_english_content.view', 'school_english_content.delete', 'school_english_content.approve'] as const).map(permissionId),
};

describe('EnglishPage', () => {
  it('deletes the reviewer’s selected school lessons at once, after asking', async () => {
    const pending = { ...lesson, level: 'school', status: 'pending' } satisfies EnglishLesson;
    api.on(
      'get',
      's/english_lessons',
      data([pending, { ...pending, id: 10, name: 'Unit 6 – Sports' }], { pagination: { total: 2, page: 1, perPage: 12 }, reviewer: true }),
    );
    api.on('get', 's/selections/categories/english_content', data([]));
    for (const c of ['subjects', 'grades', 'textbook_series', 'suppliers', 'topics']) api.on('get', `selections/${c}`, data([]));
    api.on('post', 's/english_lessons/delete', data({ deleted: 2 }));
    renderInApp(() => <EnglishPage library={{ level: 'school', schoolId: 1 }} filters={{}} onFiltersChange={() => {}} grants={principal} userId={2} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Chọn tất cả trên trang' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Duyệt nội dung' })).getByRole('button', { name: 'Xoá' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xoá 2 bài tiếng Anh' });
    expect(api.callsTo('post', 's/english_lessons/delete')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(api.callsTo('post', 's/english_lessons/delete')).toHaveLength(1));
    expect(api.callsTo('post', 's/english_lessons/delete')[0]!.body).toEqual({ ids: [9, 10] });
  });

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
    expect(onFiltersChange).toHaveBeenCalledWith({ kind: 'paragraph', page: undefined });
  });
});
