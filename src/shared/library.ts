// The content-library framework shared by the app and the server (spec §2 libraries, §3 filters and category types,
// §4 review, §6 menus): three levels, review statuses, category types, the list filters and the item shape every
// content type (question banks, exams, and later lectures, media, plans, English content, experiments) reuses.

export const LIBRARY_LEVELS = ['system', 'school', 'personal'] as const;
export type LibraryLevel = (typeof LIBRARY_LEVELS)[number];

/** School items wait for review; personal and system items are 'approved' as soon as written. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Chờ duyệt', approved: 'Đã duyệt', rejected: 'Từ chối' };

/** Category trees, one per content type (spec §3 category types, plus the question and exam libraries). */
export const CATEGORY_TYPES = ['question', 'exam', 'lecture', 'media', 'schedule', 'experiment', 'english_content'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const CATEGORY_TYPE_LABELS: Record<CategoryType, string> = {
  question: 'câu hỏi',
  exam: 'đề thi',
  lecture: 'bài giảng',
  media: 'học liệu',
  schedule: 'giáo án',
  experiment: 'thí nghiệm',
  english_content: 'tiếng Anh',
};

/** The content types of the framework, each with its permission group key per level (src/shared/permissions.ts). */
export const LIBRARY_KINDS = {
  question: { categoryType: 'question', groupKeys: { system: 'question', school: 'school_question', personal: 'personal_question' } },
  exam: { categoryType: 'exam', groupKeys: { system: 'exam', school: 'school_exam', personal: 'personal_exam' } },
  media: { categoryType: 'media', groupKeys: { system: 'media', school: 'school_media', personal: 'personal_media' } },
  lecture: { categoryType: 'lecture', groupKeys: { system: 'lecture', school: 'school_lecture', personal: 'personal_lecture' } },
  schedule: { categoryType: 'schedule', groupKeys: { system: 'schedule', school: 'school_schedule', personal: 'personal_schedule' } },
  experiment: { categoryType: 'experiment', groupKeys: { system: 'experiment', school: 'school_experiment', personal: 'personal_experiment' } },
  english: {
    categoryType: 'english_content',
    groupKeys: { system: 'english_content', school: 'school_english_content', personal: 'personal_english_content' },
  },
} as const satisfies Record<string, { categoryType: CategoryType; groupKeys: Record<LibraryLevel, string> }>;
export type LibraryKind = keyof typeof LIBRARY_KINDS;

export const LIBRARY_SORTS = ['newest', 'oldest', 'name'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export const LIBRARY_SORT_LABELS: Record<LibrarySort, string> = { newest: 'Mới nhất', oldest: 'Cũ nhất', name: 'Tên A–Z' };

/** The list filters of spec §3, as they appear in the URL's search params and in the API's query string. */
export interface LibraryFilters {
  page?: number;
  perPage?: number;
  name?: string;
  categoryIds?: number[];
  subjectIds?: number[];
  gradeIds?: number[];
  supplierIds?: number[];
  /** Textbook series ids (spec §3 textbookTitle). */
  textbookIds?: number[];
  topicIds?: number[];
  status?: ReviewStatus;
  sort?: LibrarySort;
}

/** The filter keys that hold id lists, sent as comma-separated numbers ("1,4"). */
export const LIBRARY_ID_FILTERS = ['categoryIds', 'subjectIds', 'gradeIds', 'supplierIds', 'textbookIds', 'topicIds'] as const;

/** The query string of a filter set: empty values left out, id lists joined by commas. */
export function libraryQueryString(f: LibraryFilters): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    q.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return q.toString();
}

export interface Named {
  id: number;
  name: string;
}

/** Any library item as lists show it; a content type adds its own fields. */
export interface LibraryItem {
  id: number;
  name: string;
  description: string | null;
  level: LibraryLevel;
  status: ReviewStatus;
  reviewReason: string | null;
  reviewedAt: string | null;
  schoolId: number | null;
  owner: { id: number; fullName: string } | null;
  category: Named | null;
  subject: Named | null;
  grade: Named | null;
  supplier: Named | null;
  textbookSeries: Named | null;
  topic: Named | null;
  createdAt: string;
  updatedAt: string;
}

export interface LibraryPage<T extends LibraryItem = LibraryItem> {
  data: T[];
  pagination: { total: number; page: number; perPage: number };
}

/** A category of one type; parentId null: top level (trees have at most two levels). */
export interface LibraryCategory {
  id: number;
  type: CategoryType;
  schoolId: number | null;
  parentId: number | null;
  name: string;
  position: number;
  /** How many items of the type use it (deleting is refused while any do). */
  itemCount: number;
}

/** The media type of a Word document (downloads of banks and exams, the Word import). */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
