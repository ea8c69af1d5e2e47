// The default layout for visitors who are not signed in (spec §2): a simple header with the shop (when a shop URL
// is configured), register and login buttons above the page.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { APP_CONFIG } from '@/lib/app-config.ts';
import { Logo } from './logo.tsx';

export function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
        <Link to="/" aria-label="Trang chủ">
          <Logo />
        </Link>
        <nav aria-label="Tài khoản" className="ml-auto flex items-center gap-2">
          {APP_CONFIG.shopUrl && (
            <a href={APP_CONFIG.shopUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost', 'sm')}>
              Cửa hàng
            </a>
          )}
          <Link to="/login" search={{ tab: 'register' }} className={buttonClass('secondary', 'sm')}>
            Đăng ký
          </Link>
          <Link to="/login" className={buttonClass('primary', 'sm')}>
            Đăng nhập
          </Link>
        </nav>
      </header>
      <main className="flex-1">{children}</main>
    </div>
  );
}
