// The libraries the system library's landing page offers (the built ones), and whether a user manages any. Apart
// from the page: the route's guard is in the app's first bundle and must not bring the page into it.
import { LIBRARY_KINDS, type LibraryKind } from '@/shared/library.ts';
import { hasGroup, type Grants } from '@/shared/permissions.ts';

export interface LibraryCard {
  kind: LibraryKind;
  title: string;
  description: string;
  list: string;
  categories: string;
  noun: string;
}

export const LIBRARY_CARDS: LibraryCard[] = [
  {
    kind: 'question',
    title: 'Câu hỏi',
    description: 'Ngân hàng câu hỏi dùng chung cho mọi trường: bảy loại câu hỏi, công thức, hình ảnh, nhập từ Excel và Word.',
    list: '/library/question',
    categories: '/system/category/question',
    noun: 'ngân hàng',
  },
  {
    kind: 'exam',
    title: 'Đề thi',
    description: 'Đề thi mẫu các trường sao chép về và giao cho lớp: nhiều phần, điểm từng câu, trộn câu hỏi, in kèm đáp án.',
    list: '/library/exam',
    categories: '/system/category/exam',
    noun: 'đề thi',
  },
];

/** Whether the user manages any library of the system (the landing page is theirs). */
export const managesSystemLibrary = (grants: Grants) => LIBRARY_CARDS.some((c) => hasGroup(grants, LIBRARY_KINDS[c.kind].groupKeys.system));
