// "Mời vào nhóm" on a group's teaching page, for those who may change the group: its join link, copied with one
// click, and the link's QR code to show on a projector or print. Whoever opens it asks to join, and the request
// waits in "Yêu cầu vào nhóm" below (a link travels; the teacher decides).
import { lazy, Suspense, useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { fieldClass } from '@/components/ui/text-field.tsx';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';

// The QR library loads with the panel, never with the app's first screens.
const GroupQrCode = lazy(() => import('./group-qr-code.tsx').then((m) => ({ default: m.GroupQrCode })));

/** The address a group's link opens, on this app's own origin. */
export const joinLinkOf = (groupId: number, origin: string = window.location.origin) => `${origin}/school-group-invitation/${groupId}`;

export interface GroupInvitePanelProps {
  groupId: number;
  groupName: string;
  isLocked: boolean;
}

export function GroupInvitePanel({ groupId, groupName, isLocked }: GroupInvitePanelProps) {
  const id = useId();
  const link = joinLinkOf(groupId);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(MSG.groupLinkCopied);
    } catch {
      toast.error(MSG.groupLinkCopyFailed);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-800">
        Mời vào nhóm
      </h2>
      <div className="flex flex-wrap gap-6 rounded-lg border border-slate-200 bg-white p-4">
        <div className="min-w-64 flex-1 space-y-3">
          <p className="text-sm text-slate-700">Học sinh của trường mở đường dẫn hoặc quét mã QR để xin vào nhóm; giáo viên của nhóm duyệt từng yêu cầu.</p>
          {isLocked && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">Nhóm đang khoá: chưa nhận yêu cầu mới cho đến khi mở khoá.</p>}
          <div>
            <label htmlFor={`${id}-link`} className="mb-1 block text-sm font-medium text-slate-700">
              Đường dẫn vào nhóm
            </label>
            <div className="flex gap-2">
              <input id={`${id}-link`} readOnly value={link} onFocus={(e) => e.currentTarget.select()} className={fieldClass(false)} />
              <Button variant="secondary" onClick={() => void copy()}>
                Sao chép
              </Button>
            </div>
          </div>
        </div>
        <Suspense fallback={<Spinner label="Đang tạo mã QR" />}>
          <GroupQrCode link={link} groupName={groupName} />
        </Suspense>
      </div>
    </section>
  );
}
