// The member table: a header click asks for the server's order (either way, also when clicked again before the list
// has loaded), ticks and the page's tick-all, a range with shift, never oneself; a page of 500 renders only the rows in
// view, keeps its row count for screen readers and shows later rows once scrolled, and the tick-all covers rows not
// rendered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { renderInApp } from '@/test/render-in-app.tsx';
import type { MemberSort } from '@/shared/member-list.ts';
import type { Member } from '../api/get-members.ts';
import { MembersTable, VIRTUAL_FROM } from './members-table.tsx';

const ROW = 48;
const VIEW = 480;

const member = (i: number): Member => ({
  id: i + 1,
  first_name: `Số ${i + 1}`,
  last_name: 'Học Sinh',
  email: `hs${i + 1}@truong.edu.vn`,
  phone: null,
  gender: null,
  position: 'student',
  isActive: true,
  groups: [{ id: 1, name: 'Lớp 7A1' }],
});

const ALL = { update: true, delete: true };

async function renderTable(count: number, { userId = 0, rights = ALL, sort = 'name' as MemberSort } = {}) {
  const rows = Array.from({ length: count }, (_, i) => member(i));
  const onSortChange = vi.fn();
  let selected: RowSelectionState = {};
  function Harness() {
    const [selection, setSelection] = useState<RowSelectionState>({});
    selected = selection;
    return (
      <MembersTable
        schoolId={1}
        kind="student"
        rows={rows}
        userId={userId}
        rights={rights}
        sort={sort}
        onSortChange={onSortChange}
        selection={selection}
        onSelectionChange={setSelection}
        firstNumber={1}
        loading={false}
        caption="Danh sách học sinh"
        empty="Chưa có học sinh nào"
      />
    );
  }
  renderInApp(() => <Harness />);
  // The router renders its screen a moment later.
  await screen.findByRole('table');
  return { onSortChange, selected: () => Object.keys(selected).map(Number) };
}

// jsdom lays nothing out: the scroll box gets a height and each row its own, as a browser would give them.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'region' ? VIEW : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-index') ? ROW : 0;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-index'));

describe('MembersTable', () => {
  it('asks the server for the order of a clicked header, and shows the current one', async () => {
    const { onSortChange } = await renderTable(3, { sort: '-email' });
    const email = screen.getByRole('columnheader', { name: /Email/ });
    expect(email).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Họ và tên/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(email).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith('email');
    await userEvent.click(screen.getByRole('button', { name: /Lớp/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('group');
    // Neither the number nor the phone sorts.
    expect(within(screen.getByRole('columnheader', { name: 'Số điện thoại' })).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'STT' })).not.toHaveAttribute('aria-sort');
  });

  it('turns the order asked for when a header is clicked again before the list has caught up', async () => {
    // The sort prop stays 'name' throughout: the list in the new order has not loaded yet.
    const { onSortChange } = await renderTable(3);
    const email = screen.getByRole('button', { name: /Email/ });
    await userEvent.click(email);
    await userEvent.click(email);
    await userEvent.click(email);
    expect(onSortChange.mock.calls.map(([sort]) => sort)).toEqual(['email', '-email', 'email']);
    await userEvent.click(screen.getByRole('button', { name: /Họ và tên/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('name');
  });

  it('ticks rows, a range with shift, and the whole page — never the caller', async () => {
    const user = userEvent.setup();
    const { selected } = await renderTable(5, { userId: 3 });
    expect(screen.queryByRole('checkbox', { name: 'Chọn Học Sinh Số 3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Chọn Học Sinh Số 1' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Chọn Học Sinh Số 5' }));
    await user.keyboard('{/Shift}');
    // The range skips the caller's own row.
    expect(selected().sort()).toEqual([1, 2, 4, 5]);
    const all = screen.getByRole('checkbox', { name: 'Chọn tất cả trên trang này' });
    expect(all).toBeChecked();
    await user.click(all);
    expect(selected()).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Chọn Học Sinh Số 2' }));
    expect((all as HTMLInputElement).indeterminate).toBe(true);
  });

  it('offers no ticks to a reader', async () => {
    await renderTable(3, { rights: { update: false, delete: false } });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Thao tác/ })).not.toBeInTheDocument();
  });

  it('renders a short page whole, without a scroll box', async () => {
    await renderTable(VIRTUAL_FROM);
    expect(bodyRows()).toHaveLength(VIRTUAL_FROM);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('renders only the rows in view of a page of 500, shows later ones once scrolled, and ticks all 500', async () => {
    const { selected } = await renderTable(500);
    const table = screen.getByRole('table', { name: 'Danh sách học sinh' });
    expect(table).toHaveAttribute('aria-rowcount', '501');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(5));
    const shown = bodyRows().length;
    expect(shown).toBeLessThan(40);
    expect(screen.getByText('Học Sinh Số 1')).toBeInTheDocument();
    expect(screen.queryByText('Học Sinh Số 300')).not.toBeInTheDocument();

    const box = screen.getByRole('region', { name: 'Danh sách học sinh, cuộn để xem thêm' });
    expect(box).toHaveAttribute('tabindex', '0');
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: 299 * ROW });
    fireEvent.scroll(box);
    const row300 = (await screen.findByText('Học Sinh Số 300')).closest('tr')!;
    expect(row300).toHaveAttribute('aria-rowindex', '301');
    expect(screen.queryByText('Học Sinh Số 1')).not.toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(40);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Chọn tất cả trên trang này' }));
    expect(selected()).toHaveLength(500);
    expect(within(row300).getByRole('checkbox')).toBeChecked();
  });
});
