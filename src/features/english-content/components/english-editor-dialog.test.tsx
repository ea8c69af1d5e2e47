// The lesson editor: items in a table with the "Phát âm tự sinh" mark the server computed, rows added and saved whole,
// a refused row's message under its cell with what was typed kept, and a read-only view for those who may not edit.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import type { EnglishContent, EnglishLesson } from '@/shared/english-content.ts';
import { MSG } from '@/shared/messages.ts';
import { EnglishEditorDialog } from './english-editor-dialog.tsx';

const api = mockApi();
afterEach(() => cleanup());

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
  kind: 'word',
  gradeLevel: 7,
  itemCount: 2,
} satisfies EnglishLesson;

const item = (id: number, text: string, generatedWords: string[] = []) => ({
  id,
  text,
  meaning: null,
  phonetic: null,
  example: null,
  imageUrl: null,
  audioUrl: null,
  generatedWords,
});
const content: EnglishContent = { unit: 'Unit 5', kind: 'word', items: [item(1, 'noodles'), item(2, 'banhmi', ['banhmi'])] };

function open(canEdit = true) {
  api.on('get', 's/personal/english_lessons/9/content', data(content));
  renderInApp(() => <EnglishEditorDialog open onClose={() => {}} library={{ level: 'personal', schoolId: 1 }} lesson={lesson} canEdit={canEdit} />);
}

describe('EnglishEditorDialog', () => {
  it('marks only the items whose words the dictionary lacks', async () => {
    open();
    const first = (await screen.findByRole('textbox', { name: 'Từ/câu dòng 1' })).closest('tr')!;
    const second = screen.getByRole('textbox', { name: 'Từ/câu dòng 2' }).closest('tr')!;
    expect(within(first).queryByText('Phát âm tự sinh')).not.toBeInTheDocument();
    expect(within(second).getByText('Phát âm tự sinh')).toBeInTheDocument();
    expect(within(second).getByText('banhmi')).toBeInTheDocument();
  });

  it('saves every row, and shows a refused row’s message under its cell keeping what was typed', async () => {
    open();
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Từ/câu dòng 1' });
    await user.click(screen.getByRole('button', { name: 'Thêm dòng' }));
    await user.type(screen.getByRole('textbox', { name: 'Từ/câu dòng 3' }), 'rice');
    await user.type(screen.getByRole('textbox', { name: 'Hình ảnh dòng 3' }), 'rice.png');
    api.on('put', 's/personal/english_lessons/9/content', refusal(422, MSG.englishLinkInvalid, { 'items.2.imageUrl': [MSG.englishLinkInvalid] }));
    await user.click(screen.getByRole('button', { name: 'Lưu nội dung' }));
    // The browser-side check refuses it first, with the same message.
    expect(await screen.findByText(MSG.englishLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Hình ảnh dòng 3' })).toHaveValue('rice.png');
    expect(api.callsTo('put', 's/personal/english_lessons/9/content')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Hình ảnh dòng 3' }));
    api.on('put', 's/personal/english_lessons/9/content', data({ ...content, items: [...content.items, item(3, 'rice')] }));
    await user.click(screen.getByRole('button', { name: 'Lưu nội dung' }));
    await waitFor(() => expect(api.callsTo('put', 's/personal/english_lessons/9/content')).toHaveLength(1));
    const [sent] = api.callsTo('put', 's/personal/english_lessons/9/content');
    expect(sent!.body).toMatchObject({ unit: 'Unit 5', kind: 'word', items: [{ text: 'noodles' }, { text: 'banhmi' }, { text: 'rice' }] });
  });

  it('shows the items read-only to those who may not edit', async () => {
    open(false);
    expect(await screen.findByText('noodles')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lưu nội dung' })).not.toBeInTheDocument();
  });
});
