// "Liên hệ / Trợ giúp": the 700 px modal with the external feedback form, or the support contacts when no form is configured.
import { Dialog } from '@/components/ui/dialog.tsx';
import { APP_CONFIG } from '@/lib/app-config.ts';
import { FEEDBACK_MODAL_WIDTH_PX } from '@/shared/constants.ts';

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Liên hệ / Trợ giúp" width={FEEDBACK_MODAL_WIDTH_PX}>
      {APP_CONFIG.feedbackFormUrl ? (
        <iframe title="Biểu mẫu góp ý" src={APP_CONFIG.feedbackFormUrl} className="h-[70vh] w-full rounded border-0" />
      ) : (
        <div className="space-y-2 text-sm text-slate-700">
          <p>Bạn cần hỗ trợ hoặc muốn góp ý? Vui lòng liên hệ với chúng tôi:</p>
          <p>
            Hotline:{' '}
            <a className="font-semibold text-brand-700" href={`tel:${APP_CONFIG.supportHotline.replace(/\s/g, '')}`}>
              {APP_CONFIG.supportHotline}
            </a>
          </p>
          {APP_CONFIG.supportEmail && (
            <p>
              Email:{' '}
              <a className="font-semibold text-brand-700" href={`mailto:${APP_CONFIG.supportEmail}`}>
                {APP_CONFIG.supportEmail}
              </a>
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
