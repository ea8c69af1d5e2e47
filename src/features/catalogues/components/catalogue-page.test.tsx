// A catalogue's screen: entries in order with their details and usage; moving one up or down asks the server to put
// it in the neighbouring place and shows the new order at once; no reordering while a search filters the list;
// deleting after confirming, a refusal said as the server says it; a supplier turned off; loading, empty and failed
// states; nothing to change for a reader.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi, networkError, never, refusal } from '@/test/api-mock.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { CatalogueItem, CatalogueKind } from '@/shared/catalogues.ts';
import { CataloguePage, movedEntry } from './catalogue-page.tsx';

const api = mockApi();

const math: CatalogueItem = { id: 1, name: 'Toán', position: 1, usage: 1234 };
const literature: CatalogueItem = { id: 2, name: 'Ngữ văn', position: 2, usage: 0 };
const english: CatalogueItem = { id: 3, name: 'Tiếng Anh', position: 3, usage: 12 };

const ALL = { create: true, update: true, delete: true };
const READ_ONLY = { create: false, update: false, delete: false };

interface Setup {
  kind?: CatalogueKind;
  rights?: typeof ALL;
  rows?: CatalogueItem[];
  name?: string;
}

function renderPage({ kind = 'subjects', rights = ALL, rows = [math, literature, english], name = '' }: Setup = {}) {
  const total = rows.length;
  api.on('get', kind, data(rows, { pagination: { total, page: 1, perPage: 100 } }));
  const onSearchChange = vi.fn();
  renderInApp(() => (
    <>
      <CataloguePage kind={kind} rights={rights} page={1} name={name} onSearchChange={onSearchChange} />
      <Toaster />
    </>
  ));
  return { onSearchChange };
}

const names = () =>
  within(screen.getByRole('region', { name: 'Danh sách môn học' }))
    .getAllByText(/^(Toán|Ngữ văn|Tiếng Anh)$/)
    .map((e) => e.textContent);

afterEach(() => cleanup());

describe('movedEntry', () => {
  it('finds the entry dragged up or down and the place it was dropped on', () => {
    const a = { ...math, position: 4 };
    const b = { ...literature, position: 5 };
    const c = { ...english, position: 6 };
    expect(movedEntry([a, b, c], [c, a, b])).toEqual({ id: 3, position: 4 });
    expect(movedEntry([a, b, c], [b, c, a])).toEqual({ id: 1, position: 6 });
    expect(movedEntry([a, b, c], [b, a, c])).toEqual({ id: 2, position: 4 });
    expect(movedEntry([a, b, c], [a, b, c])).toBeNull();
  });
});

describe('CataloguePage', () => {
  it('lists the entries in order with their usage, and asks the whole catalogue on one page', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Môn học' })).toBeInTheDocument();
    await screen.findByText('Toán');
    expect(names()).toEqual(['Toán', 'Ngữ văn', 'Tiếng Anh']);
    expect(screen.getByText('Dùng ở 1.234 nội dung')).toBeInTheDocument();
    expect(screen.getByText('Chưa dùng')).toBeInTheDocument();
    expect(api.callsTo('get', 'subjects')[0]!.query).toEqual({ page: '1', perPage: '100' });
    expect(screen.getByRole('button', { name: 'Chuyển “Toán” lên' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Chuyển “Tiếng Anh” xuống' })).toBeDisabled();
  });

  it('moves an entry down: the new order shows at once, the server is asked for the place, focus stays on the button', async () => {
    const user = userEvent.setup();
    renderPage();
    api.on('patch', 'subjects/order', data({ ...math, position: 2 }));
    const down = await screen.findByRole('button', { name: 'Chuyển “Toán” xuống' });
    // The server's list after the move.
    api.on('get', 'subjects', data([{ ...literature, position: 1 }, { ...math, position: 2 }, english], { pagination: { total: 3, page: 1, perPage: 100 } }));
    await user.click(down);
    expect(names()).toEqual(['Ngữ văn', 'Toán', 'Tiếng Anh']);
    await waitFor(() => expect(api.callsTo('patch', 'subjects/order')).toHaveLength(1));
    expect(api.callsTo('patch', 'subjects/order')[0]!.body).toEqual({ id: 1, position: 2 });
    expect(await screen.findByText('Đã chuyển “Toán” đến vị trí 2.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chuyển “Toán” xuống' })).toHaveFocus());
  });

  it('puts the order back and says why when a move is refused', async () => {
    const user = userEvent.setup();
    renderPage();
    api.on('patch', 'subjects/order', refusal(403, 'Bạn không có quyền thực hiện chức năng này!'));
    await user.click(await screen.findByRole('button', { name: 'Chuyển “Tiếng Anh” lên' }));
    expect(await screen.findByText('Bạn không có quyền thực hiện chức năng này!')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Toán', 'Ngữ văn', 'Tiếng Anh']));
  });

  it('offers no reordering while a search filters the list, and searches after a pause from page 1', async () => {
    const user = userEvent.setup();
    const { onSearchChange } = renderPage({ name: 'toan', rows: [math] });
    await screen.findByText('Toán');
    expect(screen.queryByRole('button', { name: /^Chuyển/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Kéo để sắp xếp/ })).not.toBeInTheDocument();
    expect(screen.getByText(/xoá từ khoá tìm kiếm để sắp xếp lại/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tìm theo tên môn học'), ' 7');
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ page: 1, name: 'toan 7' }));
  });

  it('deletes an unused entry after confirming, and says why a used one is not deleted', async () => {
    const user = userEvent.setup();
    renderPage();
    api.on('delete', 'subjects/2', data({ id: 2 }));
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Ngữ văn' }));
    await user.click(screen.getByRole('menuitem', { name: 'Xoá' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xoá môn học' });
    expect(within(confirm).getByText('Môn học “Ngữ văn” sẽ bị xoá vĩnh viễn. Xoá?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Xoá' }));
    expect(await screen.findByText('Đã xoá môn học “Ngữ văn”')).toBeInTheDocument();

    const message = 'Không thể xoá: môn học đang được dùng ở 12 nội dung (10 đề thi, 2 nhóm học tập)';
    api.on('delete', 'subjects/3', refusal(422, message, { id: [message] }));
    await user.click(screen.getByRole('button', { name: 'Thao tác: Tiếng Anh' }));
    await user.click(screen.getByRole('menuitem', { name: 'Xoá' }));
    const warn = await screen.findByRole('dialog', { name: 'Xoá môn học' });
    expect(within(warn).getByText(/đang được dùng ở 12 nội dung nên chưa xoá được/)).toBeInTheDocument();
    await user.click(within(warn).getByRole('button', { name: 'Xoá' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('turns a supplier off and shows each one’s state', async () => {
    const user = userEvent.setup();
    const on: CatalogueItem = { id: 5, name: 'NXB Giáo dục Việt Nam', position: 1, usage: 3, isActive: true };
    const off: CatalogueItem = { id: 6, name: 'Pearson Việt Nam', position: 2, usage: 0, isActive: false };
    renderPage({ kind: 'suppliers', rows: [on, off] });
    expect(await screen.findByText('Đã tắt')).toBeInTheDocument();
    api.on('patch', 'suppliers/5/inactive', data({ ...on, isActive: false }));
    await user.click(screen.getByRole('button', { name: 'Thao tác: NXB Giáo dục Việt Nam' }));
    await user.click(screen.getByRole('menuitem', { name: 'Tắt' }));
    await waitFor(() => expect(api.callsTo('patch', 'suppliers/5/inactive')).toHaveLength(1));
    expect(await screen.findByText('Đã tắt nhà cung cấp “NXB Giáo dục Việt Nam”: không còn được chọn cho nội dung mới')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thao tác: Pearson Việt Nam' }));
    expect(screen.getByRole('menuitem', { name: 'Bật' })).toBeInTheDocument();
  });

  it('offers nothing to change to a reader', async () => {
    renderPage({ rights: READ_ONLY });
    await screen.findByText('Toán');
    expect(screen.queryByRole('button', { name: 'Thêm môn học' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Thao tác/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Chuyển/ })).not.toBeInTheDocument();
  });

  it('shows loading, an empty catalogue, a search that finds nothing, and a retry after a failure', async () => {
    const user = userEvent.setup();
    api.on('get', 'topics', never, { once: true });
    renderInApp(() => <CataloguePage kind="topics" rights={ALL} page={1} name="" onSearchChange={() => {}} />);
    expect(await screen.findByText(TEXT.loading)).toBeInTheDocument();
    cleanup();
    renderPage({ kind: 'topics', rows: [] });
    expect(await screen.findByText('Chưa có chủ đề nào')).toBeInTheDocument();
    cleanup();
    renderPage({ kind: 'topics', rows: [], name: 'xyz' });
    expect(await screen.findByText('Không tìm thấy kết quả phù hợp')).toBeInTheDocument();
    cleanup();
    api.on('get', 'grades', networkError(), { once: true });
    renderInApp(() => <CataloguePage kind="grades" rights={ALL} page={1} name="" onSearchChange={() => {}} />);
    const alert = await screen.findByRole('alert');
    api.on('get', 'grades', data([{ id: 9, name: 'Khối 6', position: 1, usage: 0, level: 6 }], { pagination: { total: 1, page: 1, perPage: 100 } }));
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByText('Khối 6')).toBeInTheDocument();
    expect(screen.getByText('Bậc lớp 6')).toBeInTheDocument();
  });
});
