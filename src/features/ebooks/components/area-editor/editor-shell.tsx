// The area editor's frame: a modal dialog over the whole screen (the admin screen stays under it, as the reader does
// over its catalogue), its title, a close button and whatever the editor puts in its toolbar.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { ReaderIcon } from '../reader/reader-icons.tsx';

export interface EditorShellProps {
  bookTitle: string;
  /** Escape and the close button: the editor asks first when something is not saved. */
  onRequestClose: () => void;
  toolbar?: ReactNode;
  children: ReactNode;
}

export function EditorShell({ bookTitle, onRequestClose, toolbar, children }: EditorShellProps) {
  return (
    <Dialog open onClose={onRequestClose} className="fixed inset-0 z-40">
      <DialogPanel className="flex h-dvh flex-col bg-slate-100">
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-2 py-1.5">
          <button
            type="button"
            aria-label="Đóng trình sửa vùng tương tác"
            title="Đóng"
            className={buttonClass('ghost', 'sm', 'w-9 px-0')}
            onClick={onRequestClose}
          >
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
        {children}
      </DialogPanel>
    </Dialog>
  );
}
