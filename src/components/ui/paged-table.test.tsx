// The paged table: rows and the pager, "no match" for a search that found nothing, the list's own empty state
// otherwise, and a load failure with a retry only while nothing was ever shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { PagedTable, type PagedList } from './paged-table.tsx';

interface Row {
  id: number;
  name: string;
}
const columns = [{ key: 'name', header: 'Tên', cell: (r: Row) => r.name }];

const result = (over: Partial<UseQueryResult<PagedList<Row>>>) =>
  ({ data: undefined, isError: false, isPending: false, refetch: vi.fn(), ...over }) as unknown as UseQueryResult<PagedList<Row>>;
const page = (rows: Row[], total = rows.length): PagedList<Row> => ({ data: rows, pagination: { total, page: 1, perPage: 12 } });

function show(list: UseQueryResult<PagedList<Row>>, searching = false, onPage = vi.fn()) {
  render(
    <PagedTable list={list} caption="Danh sách" columns={columns} rowKey={(r) => r.id} searching={searching} empty="Chưa có gì" page={1} onPage={onPage} />,
  );
}

afterEach(cleanup);

describe('PagedTable', () => {
  it('shows the rows and moves to another page', async () => {
    const onPage = vi.fn();
    show(result({ data: page([{ id: 1, name: 'Giáo viên bộ môn' }], 30) }), false, onPage);
    expect(screen.getByRole('table', { name: 'Danh sách' })).toHaveTextContent('Giáo viên bộ môn');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says nothing matched a search, and shows the list’s own empty state without one', () => {
    show(result({ data: page([]) }), true);
    expect(screen.getByRole('table')).toHaveTextContent('Không tìm thấy kết quả phù hợp');
    cleanup();
    show(result({ data: page([]) }), false);
    expect(screen.getByRole('table')).toHaveTextContent('Chưa có gì');
  });

  it('offers a retry when the list never loaded, and keeps a list already shown when a refresh fails', async () => {
    const refetch = vi.fn();
    show(result({ isError: true, refetch }));
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(refetch).toHaveBeenCalled();
    cleanup();
    show(result({ isError: true, data: page([{ id: 2, name: 'Tổ trưởng' }]) }));
    expect(screen.getByRole('table')).toHaveTextContent('Tổ trưởng');
  });
});
