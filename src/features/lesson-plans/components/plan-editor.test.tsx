// The plan editor: a new plan starts with the four usual activities; activities are added, moved by buttons (the
// focus following) and removed; what is missing is said in Vietnamese before anything is sent, a server refusal
// lands under its field and nothing typed is lost; a saved plan is sent whole, its links included. What is typed is
// kept as a draft on the device, restored (or discarded) when the editor opens again, kept by a save without network
// and removed by a saved one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi, networkError, refusal } from '@/test/api-mock.ts';
import { db } from '@/offline/db.ts';
import { MSG } from '@/shared/messages.ts';
import type { Grants } from '@/shared/permissions.ts';
import type { LessonPlan } from '@/shared/lesson-plan.ts';
import { PlanEditor } from './plan-editor.tsx';
import { planDraftKey, readPlanDraft } from '../plan-draft.ts';

const api = mockApi();
afterEach(() => cleanup());
// Drafts live in the device's database: each test starts without one.
beforeEach(() => db.kv.clear());

const grants: Grants = { superAdmin: false, schoolAdmin: false, permissionIds: [] };

function renderEditor(plan: LessonPlan | null = null) {
  api.on('get', 'selections/subjects', data([{ id: 1, name: 'Toán' }]));
  api.on('get', 'selections/grades', data([{ id: 7, name: 'Khối 7' }]));
  api.on('get', 'selections/textbook_series', data([{ id: 1, name: 'Kết nối tri thức' }]));
  api.on('get', 's/selections/categories/schedule', data([]));
  const onSaved = vi.fn();
  renderInApp(() => (
    <>
      <PlanEditor library={{ level: 'personal', schoolId: 3 }} plan={plan} grants={grants} userId={5} onSaved={onSaved} onCancel={() => {}} />
      <Toaster />
    </>
  ));
  return { onSaved };
}

const titles = () => screen.getAllByLabelText(/^Tên hoạt động \d+/).map((el) => (el as HTMLInputElement).value);

const saved: LessonPlan = {
  id: 41,
  name: 'Số hữu tỉ',
  description: null,
  level: 'personal',
  status: 'approved',
  reviewReason: null,
  reviewedAt: null,
  schoolId: 3,
  owner: { id: 5, fullName: 'Lê Văn Minh' },
  category: null,
  subject: { id: 1, name: 'Toán' },
  grade: null,
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
  activities: [
    { title: 'Mở đầu', goal: '', content: '', product: '', organization: '', links: [{ kind: 'lecture', id: 9, name: 'Unit 1: Hobbies' }] },
    { title: 'Luyện tập', goal: '', content: '', product: '', organization: '', links: [] },
  ],
  readerRole: null,
};

describe('PlanEditor', () => {
  it('starts a new plan with the four usual activities, and adds, moves and removes them by buttons', async () => {
    const user = userEvent.setup();
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'Soạn giáo án mới' })).toBeInTheDocument();
    expect(titles()).toEqual(['Mở đầu', 'Hình thành kiến thức mới', 'Luyện tập', 'Vận dụng']);

    await user.click(screen.getByRole('button', { name: 'Thêm hoạt động' }));
    await user.type(screen.getByLabelText(/^Tên hoạt động 5/), 'Củng cố');
    expect(titles()).toEqual(['Mở đầu', 'Hình thành kiến thức mới', 'Luyện tập', 'Vận dụng', 'Củng cố']);

    await user.click(screen.getByRole('button', { name: /Lên — chuyển hoạt động 5 “Củng cố” lên trên/ }));
    expect(titles()).toEqual(['Mở đầu', 'Hình thành kiến thức mới', 'Luyện tập', 'Củng cố', 'Vận dụng']);
    // The focus followed the activity: the keyboard moves it on.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/chuyển hoạt động 4 “Củng cố” lên trên/));
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Mở đầu', 'Hình thành kiến thức mới', 'Củng cố', 'Luyện tập', 'Vận dụng']);

    await user.click(screen.getByRole('button', { name: 'Xoá hoạt động 1 “Mở đầu”' }));
    expect(titles()).toEqual(['Hình thành kiến thức mới', 'Củng cố', 'Luyện tập', 'Vận dụng']);
    expect(screen.getByRole('button', { name: /Lên — chuyển hoạt động 1/ })).toBeDisabled();
  });

  it('says in Vietnamese what is missing and sends nothing, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(await screen.findByLabelText(/^Số tiết/), 'hai');
    await user.clear(screen.getByLabelText(/^Tên hoạt động 2/));
    await user.type(screen.getByLabelText('1. Kiến thức'), 'Nhận biết số hữu tỉ');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(MSG.libraryNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.planLessonNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.planPeriodsInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.planActivityTitleRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('1. Kiến thức')).toHaveValue('Nhận biết số hữu tỉ');
    expect(screen.getByLabelText(/^Số tiết/)).toHaveValue('1hai');
    expect(api.callsTo('post', 's/personal/schedules')).toHaveLength(0);
  });

  it('sends the plan whole and places a refusal under its field', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderEditor(saved);
    expect(await screen.findByRole('heading', { name: 'Sửa giáo án “Số hữu tỉ”' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Hoạt động 1' })).getByText('Bài giảng: Unit 1: Hobbies')).toBeInTheDocument();
    await user.type(screen.getByLabelText('a) Mục tiêu — hoạt động 2'), 'Vận dụng quy tắc');

    api.on(
      'patch',
      's/personal/schedules/41',
      refusal(422, MSG.planTextTooLong, { 'activities.1.goal': [MSG.planTextTooLong], 'activities.0.links': [MSG.planLinkUnavailable] }),
      { once: true },
    );
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(MSG.planTextTooLong)).toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'Hoạt động 1' });
    expect(within(first).getByRole('alert')).toHaveTextContent(MSG.planLinkUnavailable);
    // Taking the refused item off clears its message.
    await user.click(within(first).getByRole('button', { name: 'Bỏ “Unit 1: Hobbies” khỏi hoạt động 1' }));
    expect(within(first).queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('a) Mục tiêu — hoạt động 2')).toHaveValue('Vận dụng quy tắc');

    api.on('patch', 's/personal/schedules/41', (call) => data({ ...saved, ...(call.body as object) }));
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = api.callsTo('patch', 's/personal/schedules/41').at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Số hữu tỉ',
      lessonName: 'Bài 1. Tập hợp các số hữu tỉ',
      periods: 2,
      subjectId: 1,
      activities: [
        { title: 'Mở đầu', links: [] },
        { title: 'Luyện tập', goal: 'Vận dụng quy tắc', links: [] },
      ],
    });
  });

  const newDraft = planDraftKey(5, { level: 'personal', schoolId: 3 }, null);

  it('keeps what is typed as a draft on the device, restores it in a new editor, and discards it on request', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(await screen.findByLabelText(/^Tên giáo án/), 'Phân số');
    await user.type(screen.getByLabelText('1. Kiến thức'), 'So sánh phân số');
    expect(await screen.findByText(/^Đã lưu nháp trên thiết bị lúc \d\d:\d\d — chưa gửi lên máy chủ$/)).toBeInTheDocument();
    expect((await readPlanDraft(newDraft))?.values).toMatchObject({ name: 'Phân số', knowledge: 'So sánh phân số' });
    cleanup();

    // The tab came back (a reload, another visit): the plan is there again, and said to be a restored draft.
    renderEditor();
    const notice = (await screen.findByText(/^Đã khôi phục bản nháp/)).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(/^Đã khôi phục bản nháp lưu trên thiết bị này lúc \d\d:\d\d\.Bỏ bản nháp$/);
    expect(screen.getByLabelText(/^Tên giáo án/)).toHaveValue('Phân số');
    expect(screen.getByLabelText('1. Kiến thức')).toHaveValue('So sánh phân số');

    await user.click(within(notice).getByRole('button', { name: 'Bỏ bản nháp' }));
    // The draft leaves the device first, then the form: the notice goes once the deletion is done.
    await waitFor(() => expect(screen.queryByText(/Đã khôi phục bản nháp/)).toBeNull());
    expect(screen.getByLabelText(/^Tên giáo án/)).toHaveValue('');
    expect(await readPlanDraft(newDraft)).toBeNull();
  });

  it('without network says the plan is NOT saved and keeps the draft; once saved, the draft is gone', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderEditor();
    await user.type(await screen.findByLabelText(/^Tên giáo án/), 'Phân số');
    await user.type(screen.getByLabelText(/^Tên bài dạy/), 'Bài 2. Phân số');
    api.on('post', 's/personal/schedules', networkError(), { once: true });
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Giáo án CHƯA được lưu lên máy chủ vì thiết bị đang mất mạng. Bản nháp vẫn được giữ trên thiết bị này; hãy bấm “Lưu” khi có mạng trở lại.',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect((await readPlanDraft(newDraft))?.values).toMatchObject({ name: 'Phân số', lessonName: 'Bài 2. Phân số' });

    api.on('post', 's/personal/schedules', (call) => data({ ...saved, id: 42, ...(call.body as object) }));
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await readPlanDraft(newDraft)).toBeNull();
  });

  it('keeps each plan’s draft apart, and says when the plan changed elsewhere after its draft', async () => {
    const user = userEvent.setup();
    renderEditor(saved);
    await user.type(await screen.findByLabelText('2. Năng lực'), 'Tư duy');
    await screen.findByText(/^Đã lưu nháp trên thiết bị/);
    cleanup();
    expect(await readPlanDraft(newDraft)).toBeNull();

    renderEditor({ ...saved, updatedAt: '2026-11-21T01:00:00.000Z' });
    expect((await screen.findByText(/^Đã khôi phục bản nháp/)).closest('[role="status"]')).toHaveTextContent(
      'Giáo án đã được sửa ở nơi khác sau đó: lưu bản nháp sẽ thay những thay đổi ấy.',
    );
    expect(screen.getByLabelText('2. Năng lực')).toHaveValue('Tư duy');
  });

  it('marks the links colleagues could not open, and says which libraries a plan sent to the school may link', async () => {
    renderEditor({
      ...saved,
      activities: [
        {
          ...saved.activities[0]!,
          links: [
            { kind: 'lecture', id: 9, name: 'Unit 1: Hobbies', reach: 'everyone' },
            { kind: 'media', id: 3, name: 'Video của tôi', reach: 'restricted' },
          ],
        },
        { ...saved.activities[1]!, links: [{ kind: 'exam', id: 4, name: 'Đề đã xoá', reach: 'gone' }] },
      ],
    });
    const first = await screen.findByRole('region', { name: 'Hoạt động 1' });
    expect(within(first).getByText('Bài giảng: Unit 1: Hobbies').textContent).toBe('Bài giảng: Unit 1: Hobbies');
    expect(within(first).getByText(/^Học liệu: Video của tôi/)).toHaveTextContent('Học liệu: Video của tôi — đồng nghiệp không mở được');
    expect(within(first).getByText(/^Giáo án gửi lên trường chỉ được liên kết/)).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Hoạt động 2' });
    expect(within(second).getByText(/^Đề thi: Đề đã xoá/)).toHaveTextContent('Đề thi: Đề đã xoá — không còn trong thư viện');
  });
});
