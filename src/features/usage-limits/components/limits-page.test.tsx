// The usage-limits screen: the defaults' forms check whole numbers from 0 before sending and keep what was typed;
// a school's limits are edited in a dialog (its own limits per type, or the defaults) and the server's refusals land
// under their fields; schools near or over a limit say so in words; the usage range refuses an end before its start.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { LIMIT_MSG, type SchoolUsage } from '@/shared/usage-limits.ts';
import { LimitsPage, type LimitsSearch } from './limits-page.tsx';

const api = mockApi();
afterEach(() => cleanup());

const MB = 1024 * 1024;
const defaults = {
  defaults: {
    teacher: { storageMb: 2048, scriptedCallLimit: 1000, unscriptedCallLimit: 200 },
    student: { storageMb: 1024, scriptedCallLimit: 500, unscriptedCallLimit: 100 },
  },
  builtin: { storageMb: 1024, scriptedCallLimit: 500, unscriptedCallLimit: 100 },
};
const school: SchoolUsage = {
  id: 7,
  name: 'Trường THCS Nguyễn Du',
  code: 'NGUYENDU',
  storageLimitMb: 100,
  speakingCallLimit: 50,
  usedStorageBytes: 95 * MB,
  usedCalls: 60,
  ratio: 1.2,
  overrides: { teacher: null, student: { storageMb: 10, scriptedCallLimit: 20, unscriptedCallLimit: 30 } },
};

function renderPage(search: Partial<LimitsSearch> = {}) {
  const onSearchChange = vi.fn();
  api.on('get', 'storage_limits', data(defaults));
  api.on('get', 'storage_limits/schools', data([school], { pagination: { total: 1, page: 1, perPage: 10 } }));
  renderInApp(() => (
    <>
      <LimitsPage search={{ tab: 'limits', name: '', page: 1, from: '2026-03-01', to: '2026-03-30', ...search }} canEdit onSearchChange={onSearchChange} />
      <Toaster />
    </>
  ));
  return { onSearchChange };
}

describe('LimitsPage', () => {
  it("checks a default before sending it and keeps what was typed, then saves the type's limits", async () => {
    const user = userEvent.setup();
    api.on('put', 'storage_limits/default/teacher', data(defaults));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Giới hạn mặc định của giáo viên' });
    const storage = within(form).getByLabelText('Dung lượng tải lên (MB)');
    expect(storage).toHaveValue('2048');
    await user.clear(storage);
    await user.type(storage, '1,5');
    await user.click(within(form).getByRole('button', { name: 'Lưu giới hạn giáo viên' }));
    expect(await within(form).findByText(LIMIT_MSG.wholeNumber)).toBeInTheDocument();
    expect(storage).toHaveValue('1,5');
    expect(api.callsTo('put', 'storage_limits/default/teacher')).toHaveLength(0);
    await user.clear(storage);
    await user.type(storage, '3000');
    await user.click(within(form).getByRole('button', { name: 'Lưu giới hạn giáo viên' }));
    expect(await screen.findByText('Đã lưu giới hạn mặc định')).toBeInTheDocument();
    expect(api.callsTo('put', 'storage_limits/default/teacher')[0]!.body).toEqual({ storageMb: 3000, scriptedCallLimit: 1000, unscriptedCallLimit: 200 });
  });

  it('shows a school over its call limit and near its storage limit in words', async () => {
    renderPage();
    const row = (await screen.findByText('Trường THCS Nguyễn Du')).closest('tr')!;
    expect(within(row).getByText('Vượt giới hạn')).toBeInTheDocument();
    expect(within(row).getByText('Sắp hết')).toBeInTheDocument();
    expect(within(row).getByText('Giáo viên: mặc định')).toBeInTheDocument();
    expect(within(row).getByText('Học sinh: riêng')).toBeInTheDocument();
  });

  it("edits a school's limits: its own teacher limits, a total left empty, the server's refusal under its field", async () => {
    const user = userEvent.setup();
    let tries = 0;
    api.on('put', 'storage_limits/schools/7', () =>
      ++tries === 1 ? refusal(422, LIMIT_MSG.tooLarge, { 'teacher.scriptedCallLimit': [LIMIT_MSG.tooLarge] }) : data(school),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sửa giới hạn của Trường THCS Nguyễn Du' }));
    const dialog = await screen.findByRole('dialog');
    const [teacherFieldset] = within(dialog)
      .getAllByRole('group')
      .filter((g) => g.textContent?.includes('Mỗi giáo viên'));
    const scripted = within(teacherFieldset!).getByLabelText('Lượt chấm phát âm theo mẫu');
    expect(scripted).toBeDisabled();
    expect(scripted).toHaveValue('1000');
    await user.click(within(teacherFieldset!).getByRole('checkbox'));
    await user.clear(scripted);
    await user.type(scripted, '9000');
    await user.clear(within(dialog).getByLabelText('Lượt chấm phát âm'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText(LIMIT_MSG.tooLarge)).toBeInTheDocument();
    expect(scripted).toHaveValue('9000');
    expect(api.callsTo('put', 'storage_limits/schools/7')[0]!.body).toEqual({
      storageLimitMb: 100,
      speakingCallLimit: null,
      teacher: { storageMb: 2048, scriptedCallLimit: 9000, unscriptedCallLimit: 200 },
      student: { storageMb: 10, scriptedCallLimit: 20, unscriptedCallLimit: 30 },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Đã lưu giới hạn của trường')).toBeInTheDocument();
  });

  it("gives one user their own limits (an empty field follows the school's) and starts their calls again", async () => {
    const user = userEvent.setup();
    const lan = {
      id: 4,
      first_name: 'Thị Lan',
      last_name: 'Phạm',
      email: 'gv.lan@nguyendu.edu.vn',
      userType: 'teacher',
      own: { storageMb: null, scriptedCallLimit: null, unscriptedCallLimit: null },
      limits: { storageMb: 2048, scriptedCallLimit: 1000, unscriptedCallLimit: 200 },
      usedStorageMb: 12,
      usedScriptedApiCall: 1000,
      usedUnscriptedApiCall: 3,
    };
    api.on('get', 'storage_limits/schools/7/users', data([lan], { pagination: { total: 1, page: 1, perPage: 10 } }));
    api.on('put', 'elsa/limits/4', data({}));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Xem người dùng của Trường THCS Nguyễn Du' }));
    const users = await screen.findByRole('region', { name: 'Người dùng của Trường THCS Nguyễn Du' });
    const row = (await within(users).findByText('gv.lan@nguyendu.edu.vn', { exact: false })).closest('tr')!;
    expect(within(row).getByText('Vượt giới hạn')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Giới hạn riêng của Phạm Thị Lan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Giới hạn riêng – Phạm Thị Lan' });
    const scripted = within(dialog).getByLabelText('Lượt chấm phát âm theo mẫu');
    expect(scripted).toHaveValue('');
    await user.type(scripted, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText(LIMIT_MSG.wholeNumber)).toBeInTheDocument();
    await user.clear(scripted);
    await user.type(scripted, '1500');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu giới hạn riêng của Phạm Thị Lan')).toBeInTheDocument();
    expect(api.callsTo('put', 'elsa/limits/4')[0]!.body).toEqual({
      totalAvailableStorage: null,
      scriptedCallLimit: 1500,
      unscriptedCallLimit: null,
      resetUsage: true,
    });
  });

  it('refuses a usage range ending before it starts, keeping the typed dates', async () => {
    const user = userEvent.setup();
    api.on('get', 'elsa/stats/usage', data({ startTime: '2026-03-01', endTime: '2026-03-30', days: [], schools: [] }));
    api.on('get', 'elsa/stats/export/latest', data(null));
    const { onSearchChange } = renderPage({ tab: 'usage' });
    const from = await screen.findByLabelText('Từ ngày');
    await user.clear(from);
    await user.type(from, '05042026');
    await user.click(screen.getByRole('button', { name: 'Xem thống kê' }));
    expect(await screen.findByText(LIMIT_MSG.endBeforeStart)).toBeInTheDocument();
    expect(from).toHaveValue('05/04/2026');
    expect(onSearchChange).not.toHaveBeenCalled();
    expect(await screen.findByText('Không có lượt chấm phát âm nào trong khoảng thời gian này')).toBeInTheDocument();
  });
});
