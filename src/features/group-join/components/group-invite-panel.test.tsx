// "Mời vào nhóm": the join link on this app's origin, copied with a notice (or a notice to copy it by hand), and its
// QR code, drawn by the lazily loaded library with an accessible name, downloaded as a PNG named after the group.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import { GroupInvitePanel } from './group-invite-panel.tsx';
import { qrFileName } from './group-qr-code.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPanel(isLocked = false) {
  renderInApp(() => (
    <>
      <GroupInvitePanel groupId={5} groupName="Lớp 7A2" isLocked={isLocked} />
      <Toaster />
    </>
  ));
}

// jsdom draws nothing: the library finds no 2D context and leaves the canvas blank, which is all these tests need.
beforeEach(() => void vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

describe('GroupInvitePanel', () => {
  it('shows the link and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPanel();
    const link = `${window.location.origin}/school-group-invitation/5`;
    expect(await screen.findByRole('heading', { name: 'Mời vào nhóm' })).toBeInTheDocument();
    expect(screen.getByLabelText('Đường dẫn vào nhóm')).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: 'Sao chép' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText(MSG.groupLinkCopied)).toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Sao chép' }));
    expect(await screen.findByText(MSG.groupLinkCopyFailed)).toBeInTheDocument();
  });

  it('draws the QR code with a name and downloads it as a PNG', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderPanel(true);
    expect(await screen.findByRole('img', { name: 'Mã QR của đường dẫn vào nhóm Lớp 7A2' })).toBeInTheDocument();
    expect(screen.getByText(/Nhóm đang khoá/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tải mã QR' }));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('ma-qr-lop-7a2.png');
    expect(clicks[0]!.href).toBe('data:image/png;base64,AAAA');
  });

  it('names the file without accents or spaces', () => {
    expect(qrFileName('Lớp Tiếng Anh – Đội tuyển')).toBe('ma-qr-lop-tieng-anh-doi-tuyen.png');
    expect(qrFileName('***')).toBe('ma-qr-nhom.png');
  });
});
