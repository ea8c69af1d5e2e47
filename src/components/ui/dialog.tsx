// A modal dialog over Headless UI: title, body, optional footer; closes on Escape and backdrop click.
import { Dialog as HDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons row, right-aligned. */
  footer?: ReactNode;
  /** Panel width in px (the feedback modal is 700, spec §9). */
  width?: number;
}

export function Dialog({ open, onClose, title, children, footer, width = 480 }: DialogProps) {
  return (
    // The dialog element itself covers the screen so it has a real box (tests and assistive tech see it as shown).
    <HDialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="relative flex w-full justify-center">
        <DialogPanel style={{ maxWidth: width }} className="flex max-h-[90vh] w-full flex-col rounded-xl bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
            <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
            <button type="button" onClick={onClose} aria-label="Đóng" className="rounded p-1 text-slate-500 hover:bg-slate-100">
              <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
        </DialogPanel>
      </div>
    </HDialog>
  );
}
