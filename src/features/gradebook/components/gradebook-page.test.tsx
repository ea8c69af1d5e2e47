// The gradebook screen: students in class order with their scores, a missing cell named as such, sorting by a column
// header, filtering, and the error state with a retry.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { BOOK } from '../gradebook-fixtures.ts';
import { GradebookPage } from './gradebook-page.tsx';

const api = mockApi();
const PATH = 's/school_groups/2/gradebook';

const names = () => screen.getAllByRole('rowheader').map((h) => h.textContent);

afterEach(() => cleanup());

describe('GradebookPage', () => {
  it('lists the class with scores, and says what a coloured cell means', async () => {
    api.on('get', PATH, data(BOOK));
    renderInApp(() => <GradebookPage schoolId={1} groupId={2} />);
    expect(await screen.findByRole('heading', { name: 'Bảng điểm Lớp 7A1' })).toBeInTheDocument();
    expect(names()).toEqual(['Nguyễn An', 'Trần Bình', 'Lê Đức']);
    const binh = screen.getByRole('row', { name: /Trần Bình/ });
    expect(binh).toHaveTextContent('6, Chờ chấm');
    expect(binh).toHaveTextContent('Thiếu bài');
    expect(screen.getByRole('row', { name: /Nguyễn An/ })).toHaveTextContent('9, nộp muộn');
  });

  it('sorts by a column when its header is pressed, and filters the rows', async () => {
    const user = userEvent.setup();
    api.on('get', PATH, data(BOOK));
    renderInApp(() => <GradebookPage schoolId={1} groupId={2} />);
    await screen.findByRole('heading', { name: 'Bảng điểm Lớp 7A1' });
    await user.click(screen.getByRole('button', { name: /Điểm TB/ }));
    expect(names()).toEqual(['Nguyễn An', 'Lê Đức', 'Trần Bình']);
    expect(screen.getByRole('columnheader', { name: /Điểm TB/ })).toHaveAttribute('aria-sort', 'descending');
    await user.selectOptions(screen.getByLabelText('Học sinh'), 'missing');
    expect(names()).toEqual(['Trần Bình']);
    await user.selectOptions(screen.getByLabelText('Học sinh'), 'all');
    await user.type(screen.getByLabelText('Tìm học sinh'), 'duc');
    expect(names()).toEqual(['Lê Đức']);
    await user.selectOptions(screen.getByLabelText('Cột điểm'), 'mission');
    expect(screen.queryByRole('columnheader', { name: /Kiểm tra giữa kì/ })).not.toBeInTheDocument();
  });

  it('says it could not load, and loads again on retry', async () => {
    const user = userEvent.setup();
    api.on('get', PATH, refusal(500, 'Lỗi máy chủ'), { once: true });
    renderInApp(() => <GradebookPage schoolId={1} groupId={2} />);
    const alert = await screen.findByRole('alert');
    api.on('get', PATH, data(BOOK));
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Bảng điểm Lớp 7A1' })).toBeInTheDocument();
  });
});
