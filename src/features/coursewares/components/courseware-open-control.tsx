// What opens a given item, for the student's card and the teacher's row alike: a lecture is a link to its
// presentation (whose "Thoát" comes back here), a media item and an e-book are buttons (a dialog; the reader the page
// provides), and without a reader an e-book is a link to the browser's own PDF viewer in a new tab.
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CoursewareBook, CoursewareTarget } from '@/shared/courseware.ts';
import type { MediaTarget } from './courseware-media-dialog.tsx';

export interface CoursewareOpenControlProps {
  target: CoursewareTarget;
  /** What a screen reader says: "Mở bài giảng Hệ Mặt Trời". */
  label: string;
  className: string;
  onOpen?: () => void;
  onMedia: (media: MediaTarget) => void;
  onOpenBook?: (book: CoursewareBook) => void;
  children: ReactNode;
}

export function CoursewareOpenControl({ target, label, className, onOpen, onMedia, onOpenBook, children }: CoursewareOpenControlProps) {
  const back = useRouterState({ select: (s) => s.location.pathname });
  if (target.kind === 'lecture') {
    return (
      <Link to="/editor/$id/preview" params={{ id: String(target.lectureId) }} search={{ back }} onClick={onOpen} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'book' && !onOpenBook) {
    return (
      <a href={target.book.fileUrl} target="_blank" rel="noopener" onClick={onOpen} className={className} aria-label={label}>
        {children}
      </a>
    );
  }
  const open = () => {
    onOpen?.();
    if (target.kind === 'media') onMedia(target);
    else onOpenBook?.(target.book);
  };
  return (
    <button type="button" onClick={open} className={className} aria-label={label}>
      {children}
    </button>
  );
}

/** "Mở bài giảng Hệ Mặt Trời": the words of every control that opens an item. */
export const openLabel = (kindLabel: string, title: string) => `Mở ${kindLabel.toLowerCase()} ${title}`;
