// The speaking settings screen: the defaults say when the server's configuration is in force; the form checks an
// external provider's address before sending, keeps a saved token out of sight (an empty field keeps it), tries the
// API as typed and shows its answer; a school's own setting is edited in a dialog or dropped for the defaults.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderInApp } from '@/test/render-in-app.tsx';
import { data, mockApi } from '@/test/api-mock.ts';
import { SPEAKING_MSG, type SchoolSpeakingRow, type SpeakingSettingView } from '@/shared/speaking-settings.ts';
import { SpeakingSettingsPage } from './speaking-settings-page.tsx';

const api = mockApi();
afterEach(() => cleanup());

const saved: SpeakingSettingView = {
  provider: 'elsa',
  apiUrl: 'https://cham.example.vn/api/v1',
  hasToken: true,
  goodThreshold: 80,
  fairThreshold: 60,
  updatedAt: '2026-11-01T00:00:00Z',
};
const schools: SchoolSpeakingRow[] = [
  { id: 1, name: 'Trường THCS Nguyễn Du', code: 'NGUYENDU', setting: saved },
  { id: 2, name: 'Trường THPT Lê Lợi', code: 'LELOI', setting: null },
];

function renderPage(defaults: SpeakingSettingView | null) {
  api.on('get', 'elsa_settings/default', data({ setting: defaults, server: { provider: 'embedded', apiUrl: null } }));
  api.on('get', 'elsa_settings/schools', data(schools, { pagination: { total: 2, page: 1, perPage: 10 } }));
  renderInApp(() => (
    <>
      <SpeakingSettingsPage canEdit page={1} name="" onSearchChange={vi.fn()} />
      <Toaster />
    </>
  ));
}

describe('SpeakingSettingsPage', () => {
  it("says the server's configuration is in force, and wants an address for an external provider", async () => {
    const user = userEvent.setup();
    api.on('put', 'elsa_settings/default', data({ setting: saved, server: { provider: 'embedded', apiUrl: null } }));
    renderPage(null);
    expect(await screen.findByText(/Chưa đặt: đang theo cấu hình của máy chủ \(Bộ chấm tích hợp/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Cài đặt mặc định' });
    await user.selectOptions(within(form).getByLabelText('Dịch vụ chấm phát âm'), 'elsa');
    await user.clear(within(form).getByLabelText('Cần luyện thêm (vàng) từ'));
    await user.type(within(form).getByLabelText('Cần luyện thêm (vàng) từ'), '55');
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(await within(form).findByText(SPEAKING_MSG.urlRequired)).toBeInTheDocument();
    expect(api.callsTo('put', 'elsa_settings/default')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Địa chỉ API'), 'https://cham.example.vn/api/v1');
    await user.type(within(form).getByLabelText('Mã truy cập (token)'), 'abc123');
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(SPEAKING_MSG.saved)).toBeInTheDocument();
    expect(api.callsTo('put', 'elsa_settings/default')[0]!.body).toEqual({
      provider: 'elsa',
      apiUrl: 'https://cham.example.vn/api/v1',
      token: 'abc123',
      clearToken: false,
      goodThreshold: 70,
      fairThreshold: 55,
    });
  });

  it('keeps a saved token out of sight and tries the API with it, showing the answer', async () => {
    const user = userEvent.setup();
    api.on('post', 'elsa_settings/test', data({ ok: false, message: 'Dịch vụ từ chối mã truy cập (HTTP 401). Hãy kiểm tra lại mã truy cập.' }));
    renderPage(saved);
    const form = await screen.findByRole('form', { name: 'Cài đặt mặc định' });
    const token = within(form).getByLabelText('Mã truy cập (token)');
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('placeholder', 'đã lưu');
    await user.click(within(form).getByRole('button', { name: 'Kiểm tra kết nối' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Dịch vụ từ chối mã truy cập (HTTP 401)');
    expect(api.callsTo('post', 'elsa_settings/test')[0]!.body).toEqual({ apiUrl: 'https://cham.example.vn/api/v1', token: '', scope: 'default' });
  });

  it("edits a school's own setting in a dialog, and drops it for the defaults", async () => {
    const user = userEvent.setup();
    api.on('put', 'elsa_settings/schools/2', data(saved));
    api.on('delete', 'elsa_settings/schools/1', data(null));
    renderPage(saved);
    const other = (await screen.findByText('Trường THPT Lê Lợi')).closest('tr')!;
    expect(within(other).getByText('Theo mặc định')).toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Cài đặt riêng cho Trường THPT Lê Lợi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cài đặt chấm phát âm – Trường THPT Lê Lợi' });
    await user.clear(within(dialog).getByLabelText('Tốt (xanh) từ'));
    await user.type(within(dialog).getByLabelText('Tốt (xanh) từ'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText(SPEAKING_MSG.fairNotBelowGood)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tốt (xanh) từ')).toHaveValue('40');
    await user.clear(within(dialog).getByLabelText('Tốt (xanh) từ'));
    await user.type(within(dialog).getByLabelText('Tốt (xanh) từ'), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('put', 'elsa_settings/schools/2')[0]!.body).toMatchObject({ provider: 'embedded', goodThreshold: 90, fairThreshold: 45 });

    const own = screen.getByText('Trường THCS Nguyễn Du').closest('tr')!;
    await user.click(within(own).getByRole('button', { name: 'Cài đặt riêng cho Trường THCS Nguyễn Du' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dùng mặc định' }));
    expect(await screen.findByText('Trường đã dùng lại cài đặt mặc định')).toBeInTheDocument();
    expect(api.callsTo('delete', 'elsa_settings/schools/1')).toHaveLength(1);
  });
});
