// E-books (spec §2 free resources, §3 textbook series, §7 book services): PDF textbooks of the system library, grouped
// by grade, subject, publisher (a supplier) and textbook series, read in the e-book reader; some are free to anyone.
// Areas are page-relative rectangles that open a media item, a bank question or a bank game, copied like a lecture's
// blocks.
import type { Named } from './library.ts';
import type { AreaTarget, Rect } from './lecture.ts';

export const BOOK_STATUSES = ['processing', 'ready', 'failed'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];
export const BOOK_STATUS_LABELS: Record<BookStatus, string> = { processing: 'Đang xử lý', ready: 'Sẵn sàng', failed: 'Lỗi xử lý' };

/** At most this many areas in one book (every page's together). */
export const MAX_BOOK_AREAS = 1000;

export interface Book {
  id: number;
  title: string;
  description: string | null;
  grade: Named | null;
  subject: Named | null;
  /** The publisher. */
  supplier: Named | null;
  textbookSeries: Named | null;
  /** 0 until the file is prepared. */
  pageCount: number;
  /** Bytes of the (linearised) PDF. */
  size: number;
  /** The PDF's public address (/api/files/…), served with byte ranges so the first page opens before the whole file. */
  fileUrl: string;
  /** A picture of the first page; null when none could be made. */
  coverUrl: string | null;
  isFree: boolean;
  status: BookStatus;
  /** Why preparing the file failed (Vietnamese), when it did. */
  failReason: string | null;
  /** Changes whenever the file or the areas change: a downloaded copy compares it to know it is out of date. */
  version: string;
  areaCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface BookPage {
  data: Book[];
  pagination: { total: number; page: number; perPage: number };
}

export interface BookFilters {
  page?: number;
  perPage?: number;
  name?: string;
  gradeIds?: number[];
  subjectIds?: number[];
  supplierIds?: number[];
  textbookIds?: number[];
}

/** What an area opens (the same targets as a slide's area): a media item, a bank question or a bank game, copied. */
export type { AreaTarget };

export interface BookArea {
  /** Made on the device (a UUID-like id), stable across edits. */
  id: string;
  /** 1-based page number. */
  page: number;
  /** In percent of the page's width and height. */
  rect: Rect;
  /** What the button says to a screen reader and in its tooltip. */
  label: string;
  target: AreaTarget;
}

/** The areas that ask something of the reader (a question, a game), by page and then in reading order. */
export function activityAreas(areas: BookArea[]): BookArea[] {
  return areas.filter((a) => a.target.type !== 'media').sort((a, b) => a.page - b.page || a.rect.y - b.rect.y || a.rect.x - b.rect.x);
}

/** A question or a game a book's area opens, with its page (GET books/:id/questions, books/:id/games). */
export type BookActivity<K extends 'question' | 'game'> = { areaId: string; page: number; label: string } & Extract<AreaTarget, { type: K }>;

export function bookActivities<K extends 'question' | 'game'>(areas: BookArea[], type: K): BookActivity<K>[] {
  return activityAreas(areas).flatMap((a) =>
    a.target.type === type ? [{ areaId: a.id, page: a.page, label: a.label, ...(a.target as Extract<AreaTarget, { type: K }>) }] : [],
  );
}

/** A page whose text has the words searched for, with the words around the first match. */
export interface BookSearchHit {
  page: number;
  snippet: string;
}

/** A free lecture as anyone sees it without signing in (GET /api/free/lectures): an approved system lecture. */
export interface FreeLecture {
  id: number;
  name: string;
  description: string | null;
  slideCount: number;
  /** The first slide's picture, when it has one (as LectureItem.coverUrl). */
  coverUrl: string | null;
  subject: Named | null;
  grade: Named | null;
  updatedAt: string;
}

export interface FreeLecturePage {
  data: FreeLecture[];
  pagination: { total: number; page: number; perPage: number };
}

export interface FreeLectureFilters {
  page?: number;
  perPage?: number;
  name?: string;
  gradeIds?: number[];
  subjectIds?: number[];
}
