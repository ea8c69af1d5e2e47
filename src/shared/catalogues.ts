// The system's catalogues every library form and filter chooses from (spec §2 system settings, §7 selections):
// subjects, grades, suppliers (publishers) and topics. Shared by the server's routes and the admin screens.
//
// Their messages live here rather than in messages.ts: that module is loaded whole by the sign-in screen, whose
// script budget has no room for texts only the system administrator's catalogue screens show.
import type { PermissionKey } from './permissions.ts';

export const CATALOGUE_KINDS = ['subjects', 'grades', 'suppliers', 'topics'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export interface CatalogueDef {
  /** The permission group (spec §6): subject, grade, supplier, topic. */
  groupKey: 'subject' | 'grade' | 'supplier' | 'topic';
  /** The noun inside a sentence ("môn học"). */
  noun: string;
  /** The screen's heading. */
  title: string;
  nameMax: number;
  /** Page size of the admin list: subjects and grades stay a few dozen and show on one page. */
  perPage: number;
  /** Suppliers only: an inactive one stays on the items that name it but is no longer offered (selections). */
  activatable: boolean;
}

export const CATALOGUES: Record<CatalogueKind, CatalogueDef> = {
  subjects: { groupKey: 'subject', noun: 'môn học', title: 'Môn học', nameMax: 100, perPage: 100, activatable: false },
  grades: { groupKey: 'grade', noun: 'khối lớp', title: 'Khối lớp', nameMax: 50, perPage: 100, activatable: false },
  suppliers: { groupKey: 'supplier', noun: 'nhà cung cấp', title: 'Nhà cung cấp', nameMax: 150, perPage: 20, activatable: true },
  topics: { groupKey: 'topic', noun: 'chủ đề', title: 'Chủ đề', nameMax: 200, perPage: 20, activatable: false },
};

export const cataloguePermission = (kind: CatalogueKind, action: 'view' | 'create' | 'update' | 'delete'): PermissionKey =>
  `${CATALOGUES[kind].groupKey}.${action}`;

/** Grades are numbered as the school years they stand for (Lớp 1 to Lớp 12); the number matches books and seeds. */
export const GRADE_LEVEL_MIN = 1;
export const GRADE_LEVEL_MAX = 12;

/** `{}` placeholders are filled in order (ui-text.ts fillPlaceholders). */
export const CATALOGUE_MSG = {
  nameRequired: 'Vui lòng nhập tên {}',
  nameTooLong: 'Tên {} không được quá {} kí tự',
  /** {} the noun, {} the name already there. Names are compared without letter case and without accents. */
  nameExists: 'Đã có {} “{}” (tên được so sánh không phân biệt chữ hoa, chữ thường và dấu)',
  /** {} the noun, {} how many, then the parts ("3 đề thi, 2 bài giảng"). */
  inUse: 'Không thể xoá: {} đang được dùng ở {} nội dung ({})',
  gradeLevelInvalid: `Bậc lớp là một số từ ${GRADE_LEVEL_MIN} đến ${GRADE_LEVEL_MAX}`,
  topicSubjectInvalid: 'Môn học không hợp lệ',
  positionInvalid: 'Vị trí không hợp lệ',
} as const;

/** One row of an admin list. `position` is the 1-based place in the order the selections follow. */
export interface CatalogueItem {
  id: number;
  name: string;
  position: number;
  /** How many items (library content, books, groups, topics) name it: deleting is refused while above 0. */
  usage: number;
  /** Suppliers. */
  isActive?: boolean;
  /** Grades. */
  level?: number;
  /** Topics. */
  subjectId?: number | null;
  subjectName?: string | null;
}
