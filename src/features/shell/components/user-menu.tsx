// The avatar menu (spec §2): personal info, the media library (teachers: students have no personal media), what is
// downloaded for use without a network, change password, contact/help, logout.
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { lazyOnOpen } from '@/components/ui/lazy-on-open.tsx';
import { onOpenHelp, type HelpRequest } from '@/lib/help-dialog.ts';
import { useLayoutSlots } from '../layout-slots.tsx';
import type { CurrentUser } from '@/shared/session.ts';
import { logout } from '../api/logout.ts';
import { Avatar } from './avatar.tsx';

// The downloads' list reads IndexedDB (Dexie): loaded when first opened.
const DownloadsDialog = lazyOnOpen(() => import('@/components/downloads/downloads-dialog.tsx').then((m) => m.DownloadsDialog));

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { ChangePasswordDialog, FeedbackDialog } = useLayoutSlots();
  const [dialog, setDialog] = useState<'password' | 'feedback' | 'downloads' | null>(null);
  const [helpRequest, setHelpRequest] = useState<HelpRequest | null>(null);
  const openHelpDialog = (request: HelpRequest | null) => {
    setHelpRequest(request);
    setDialog('feedback');
  };
  // A reply to the user's feedback, clicked in the bell, opens the help dialog at it.
  useEffect(
    () =>
      onOpenHelp((request) => {
        setHelpRequest(request);
        setDialog('feedback');
      }),
    [],
  );
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fullName = `${user.last_name} ${user.first_name}`.trim();

  return (
    <>
      <Menu as="div" className="relative">
        {/* The name comes from the button's own text, hidden from sight on narrow screens but never from the accessible
            name: what is shown is what a voice user reads out (WCAG 2.5.3). */}
        <MenuButton className="flex min-h-11 items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500">
          <Avatar user={user} />
          <span className="sr-only text-sm font-medium text-slate-700 md:not-sr-only md:block md:max-w-40 md:truncate">{fullName}</span>
          <span className="sr-only"> – Tài khoản</span>
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-40 mt-2 w-56 rounded-xl border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
          <div className="px-4 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{fullName}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          <MenuSeparator className="my-1 h-px bg-slate-100" />
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => void navigate({ href: `/profiles/${user.id}` })}>
              Thông tin cá nhân
            </button>
          </MenuItem>
          {user.userType === 'teacher' && (
            <MenuItem>
              <button type="button" className={itemClass} onClick={() => void navigate({ to: '/personal-media' })}>
                Thư viện học liệu
              </button>
            </MenuItem>
          )}
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => setDialog('downloads')}>
              Nội dung đã tải xuống
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => setDialog('password')}>
              Đổi mật khẩu
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => openHelpDialog(null)}>
              Liên hệ / Trợ giúp
            </button>
          </MenuItem>
          <MenuSeparator className="my-1 h-px bg-slate-100" />
          <MenuItem>
            <button type="button" className={`${itemClass} text-red-600`} onClick={() => void logout(queryClient, () => navigate({ to: '/login' }))}>
              Đăng xuất
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <FeedbackDialog open={dialog === 'feedback'} onClose={() => setDialog(null)} request={helpRequest} />
      <DownloadsDialog open={dialog === 'downloads'} onClose={() => setDialog(null)} userId={user.id} />
    </>
  );
}
