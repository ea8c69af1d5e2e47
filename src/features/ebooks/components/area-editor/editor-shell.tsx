// The area editor's frame: a modal dialog over the whole screen (the admin screen stays under it, as the reader does
// over its catalogue), and its header — the title, a close button and whatever the editor puts in its toolbar.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Suspense, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ReaderIcon } from '../reader/reader-icons.tsx';

/**
 * One dialog for the editor's whole life, loading included: Headless UI closes a dialog whose panel leaves the page,
 * so a panel swapped for another one (loading → editing), or hidden by a Suspense boundary outside it while some
 * code loads, would close the editor. Whatever suspends inside waits behind this panel's own boundary.
 */
export function EditorFrame({ onRequestClose, children }: { onRequestClose: () => void; children: ReactNode }) {
  return (
    <Dialog open onClose={onRequestClose} className="fixed inset-0 z-40">
      <DialogPanel className="flex h-dvh flex-col bg-slate-100">
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </DialogPanel>
    </Dialog>
  );
}

export interface EditorHeaderProps {
  bookTitle: string;
  onRequestClose: () => void;
  toolbar?: ReactNode;
}

export function EditorHeader({ bookTitle, onRequestClose, toolbar }: EditorHeaderProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-2 py-1.5">
      <button type="button" aria-label="Đóng trình sửa vùng tương tác" title="Đóng" className={buttonClass('ghost', 'sm', 'w-9 px-0')} onClick={onRequestClose}>
        <ReaderIcon name="close" />
      </button>
      <div className="min-w-0 flex-1">
        <DialogTitle className="truncate text-base font-semibold text-slate-900">Vùng tương tác</DialogTitle>
        <p className="truncate text-xs text-slate-600" title={bookTitle}>
          {bookTitle}
        </p>
      </div>
      {toolbar}
    </div>
  );
}
