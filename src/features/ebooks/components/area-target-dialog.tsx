// What an e-book area opens, in a dialog over the page: the dialog a slide's areas open
// (src/components/lecture-content/area-target-dialog.tsx), so a book's picture, question or game looks as on a slide.
import { AreaTargetDialog as TargetDialog } from '@/components/lecture-content/area-target-dialog.tsx';
import type { BookArea } from '@/shared/book.ts';

export function AreaTargetDialog({ area, onClose }: { area: BookArea | null; onClose: () => void }) {
  return <TargetDialog area={area} onClose={onClose} />;
}
