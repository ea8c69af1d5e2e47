// The 404 page (spec §2): the fixed text and a way back home; visitors get the logged-out header around it.
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { GuestLayout } from '@/components/layouts/guest-layout.tsx';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';

export function NotFoundContent() {
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <p className="text-lg text-slate-700">Xin lỗi, trang bạn đang tìm kiếm không tồn tại.</p>
      <Link to="/" className={buttonClass('primary')}>
        Về trang chủ
      </Link>
    </div>
  );
}

/** At the root (no layout around it): signed-in users see the plain page, visitors the logged-out header too. */
export function NotFoundPage() {
  if (readKey(STORAGE_KEYS.accessToken)) {
    return (
      <main className="flex min-h-full items-center justify-center">
        <NotFoundContent />
      </main>
    );
  }
  return (
    <GuestLayout>
      <NotFoundContent />
    </GuestLayout>
  );
}
