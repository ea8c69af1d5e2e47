// The catalogue form: checked by the shared schema before sending (a missing name, a school year out of range), a
// name the server finds taken shown under the field with what was typed kept, a topic saved with its subject, an
// entry's own values filled in for editing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { CATALOGUE_MSG, type CatalogueItem, type CatalogueKind } from '@/shared/catalogues.ts';
import { CatalogueDialog } from './catalogue-dialog.tsx';

const api = mockApi();

function renderDialog(kind: CatalogueKind, item: CatalogueItem | null = null) {
  const onClose = vi.fn();
  renderInApp(() => (
    <>
      <CatalogueDialog kind={kind} open item={item} onClose={onClose} />
      <Toaster />
    </>
  ));
  return { onClose };
}

afterEach(() => cleanup());

describe('CatalogueDialog', () => {
  it('asks for a name before sending anything', async () => {
    const user = userEvent.setup();
    renderDialog('subjects');
    await user.click(await screen.findByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng nhập tên môn học')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a taken name under the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const message = 'Đã có môn học “Toán” (tên được so sánh không phân biệt chữ hoa, chữ thường và dấu)';
    api.on('post', 'subjects', refusal(422, message, { name: [message] }));
    const { onClose } = renderDialog('subjects');
    await user.type(await screen.findByLabelText(/Tên môn học/), 'toan');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Tên môn học/)).toHaveValue('toan');
    expect(screen.getByLabelText(/Tên môn học/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('post', 'subjects')[0]!.body).toEqual({ name: 'toan' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks a grade’s school year and sends it as a number', async () => {
    const user = userEvent.setup();
    api.on('post', 'grades', data({ id: 20, name: 'Khối 6 chuyên', level: 6, position: 13, usage: 0 }));
    const { onClose } = renderDialog('grades');
    await user.type(await screen.findByLabelText(/Tên khối lớp/), 'Khối 6 chuyên');
    await user.type(screen.getByLabelText(/Bậc lớp/), '13');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(CATALOGUE_MSG.gradeLevelInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Bậc lớp/));
    await user.type(screen.getByLabelText(/Bậc lớp/), '6');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('post', 'grades')[0]!.body).toEqual({ name: 'Khối 6 chuyên', level: 6 });
    expect(await screen.findByText('Thêm mới thành công: Khối 6 chuyên')).toBeInTheDocument();
  });

  it('edits a topic with its subject shown once the subjects arrive', async () => {
    const user = userEvent.setup();
    api.on(
      'get',
      'selections/subjects',
      data([
        { id: 1, name: 'Toán' },
        { id: 2, name: 'Ngữ văn' },
      ]),
    );
    const topic: CatalogueItem = { id: 7, name: 'Tam giác', position: 3, usage: 2, subjectId: 1, subjectName: 'Toán' };
    api.on('patch', 'topics/7', data({ ...topic, name: 'Tam giác đồng dạng', subjectId: null, subjectName: null }));
    const { onClose } = renderDialog('topics', topic);
    expect(await screen.findByRole('heading', { name: 'Sửa chủ đề' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Môn học')).toHaveDisplayValue('Toán'));
    await user.clear(screen.getByLabelText(/Tên chủ đề/));
    await user.type(screen.getByLabelText(/Tên chủ đề/), 'Tam giác đồng dạng');
    await user.selectOptions(screen.getByLabelText('Môn học'), 'Không thuộc môn nào');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('patch', 'topics/7')[0]!.body).toEqual({ name: 'Tam giác đồng dạng', subjectId: null });
  });
});
