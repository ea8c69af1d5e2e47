// "Liên hệ / Trợ giúp" (spec §2, §9: a 700 px modal): the user sends feedback — with our form, or with the external
// form the build names (VITE_FEEDBACK_FORM_URL) — and reads their own with the administrators' replies ("Góp ý của
// tôi"), where a reply's notification opens it. The support contacts stay at the bottom.
//
// The dialog stays mounted once loaded (lazyOnOpen), so the draft and the retry key kept here outlive a closing.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { APP_CONFIG } from '@/lib/app-config.ts';
import type { HelpRequest } from '@/lib/help-dialog.ts';
import { toast } from '@/lib/toast.ts';
import { FEEDBACK_MODAL_WIDTH_PX } from '@/shared/constants.ts';
import { FEEDBACK_MSG } from '@/shared/feedback.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { EMPTY_DRAFT, FeedbackForm, type FeedbackDraft } from './feedback-form.tsx';
import { MyFeedbacks } from './my-feedbacks.tsx';

const tabClass =
  'min-h-11 rounded-t-lg border-b-2 px-4 text-sm font-medium outline-none data-focus:ring-2 data-focus:ring-brand-200 data-selected:border-brand-600 data-selected:text-brand-700 border-transparent text-slate-600 hover:text-slate-900';

function SupportContacts() {
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p>Cần hỗ trợ ngay? Vui lòng liên hệ với chúng tôi:</p>
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
  );
}

export function FeedbackDialog({ open, onClose, request }: { open: boolean; onClose: () => void; request: HelpRequest | null }) {
  const send = useSendFeedback();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [tab, setTab] = useState(0);
  const [highlight, setHighlight] = useState<number | null>(null);
  const [seen, setSeen] = useState<{ open: boolean; request: HelpRequest | null }>({ open: false, request: null });
  // Each opening starts on the form, or on the user's own list when it was asked for (a reply's notification).
  if (seen.open !== open || seen.request !== request) {
    setSeen({ open, request });
    if (open) {
      setTab(request ? 1 : 0);
      setHighlight(request?.feedbackId ?? null);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Liên hệ / Trợ giúp" width={FEEDBACK_MODAL_WIDTH_PX}>
      <TabGroup selectedIndex={tab} onChange={setTab}>
        <TabList className="mb-4 flex gap-1 border-b border-slate-200">
          <Tab className={tabClass}>Gửi góp ý</Tab>
          <Tab className={tabClass}>Góp ý của tôi</Tab>
        </TabList>
        <TabPanels>
          <TabPanel className="outline-none">
            {APP_CONFIG.feedbackFormUrl ? (
              <iframe title="Biểu mẫu góp ý" src={APP_CONFIG.feedbackFormUrl} className="h-[60vh] w-full rounded border-0" />
            ) : (
              <FeedbackForm
                draft={draft}
                onDraftChange={setDraft}
                send={send}
                onSent={(sent) => {
                  toast.success(FEEDBACK_MSG.sent);
                  setHighlight(sent.id);
                  setTab(1);
                }}
              />
            )}
          </TabPanel>
          <TabPanel className="outline-none">
            <MyFeedbacks highlightId={highlight} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <div className="mt-5 border-t border-slate-200 pt-4">
        <SupportContacts />
      </div>
    </Dialog>
  );
}
