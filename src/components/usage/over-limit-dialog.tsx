// The over-limit dialog (spec §9): a limit is used up; the user is told to call the hotline to buy more.
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { APP_CONFIG } from '@/lib/app-config.ts';
import { UsageBars } from './usage-bars.tsx';
import type { UsageLine } from './usage.ts';

export function OverLimitDialog({ open, lines, onClose }: { open: boolean; lines: UsageLine[]; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Đã vượt giới hạn sử dụng" footer={<Button onClick={onClose}>Đã hiểu</Button>}>
      <p className="mb-4 text-sm text-slate-700">
        Bạn đã dùng hết hạn mức của gói hiện tại. Vui lòng liên hệ hotline{' '}
        <a className="font-semibold text-brand-700" href={`tel:${APP_CONFIG.supportHotline.replace(/\s/g, '')}`}>
          {APP_CONFIG.supportHotline}
        </a>{' '}
        để mua thêm.
      </p>
      <UsageBars lines={lines} />
    </Dialog>
  );
}
