// The "Đã có phiên bản mới" banner: appears when a new service worker is waiting and lets the user update now
// (reload into it) or later (it starts once every tab is closed). While the new version takes over, it says so.
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { applyUpdate, dismissUpdate, getUpdateState, subscribeUpdate } from '../sw-update.ts';

export function UpdatePrompt() {
  const state = useSyncExternalStore(subscribeUpdate, getUpdateState, getUpdateState);
  if (state === 'none') return null;
  const updating = state === 'updating';
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200"
    >
      <p className="min-w-0 flex-1 text-sm">
        <span className="block font-semibold text-slate-900">Đã có phiên bản mới</span>
        <span className="text-slate-600">Cập nhật để dùng các tính năng và bản sửa lỗi mới nhất.</span>
      </p>
      <div className="flex gap-2">
        {!updating && (
          <Button variant="ghost" size="sm" onClick={dismissUpdate}>
            Để sau
          </Button>
        )}
        <Button size="sm" loading={updating} onClick={() => applyUpdate()}>
          {updating ? 'Đang cập nhật…' : 'Cập nhật'}
        </Button>
      </div>
    </div>
  );
}
