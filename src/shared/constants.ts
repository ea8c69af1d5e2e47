// Business constants of spec §3 and §9, shared by the app and the server.

export const TEXTBOOK_SERIES = [
  { id: 1, name: 'Kết nối tri thức' },
  { id: 2, name: 'Chân trời sáng tạo' },
  { id: 3, name: 'Cánh diều' },
  { id: 4, name: 'Chương trình hiện hành' },
  { id: 5, name: 'Global Success' },
  { id: 6, name: 'Chương trình GDPT 2018' },
  { id: 7, name: 'i-learn Smart World' },
  { id: 8, name: 'Friends Plus' },
  { id: 9, name: 'English Discovery' },
  { id: 10, name: 'Explore English' },
  { id: 11, name: 'Family and Friends' },
  { id: 12, name: 'i-Learn Smart Start' },
  { id: 13, name: 'Incredible English' },
  { id: 14, name: 'Smartschool' },
  { id: 15, name: 'Enspire Start' },
  { id: 16, name: 'Happy Play' },
  { id: 17, name: 'Wonderful World' },
] as const;

/** Gender: 2 "Khác" is offered only in the select list (spec §3). */
export const GENDERS = [
  { value: 0, label: 'Nữ' },
  { value: 1, label: 'Nam' },
  { value: 2, label: 'Khác' },
] as const;

export const USER_TYPES = ['teacher', 'student'] as const;

/** School positions offered when joining a school (spec §3). */
export const SCHOOL_POSITIONS = [
  { value: 'teacher', label: 'Giáo viên' },
  { value: 'officer', label: 'Hiệu trưởng' },
  { value: 'supervisor', label: 'Quản trị viên' },
] as const;
export type SchoolPosition = (typeof SCHOOL_POSITIONS)[number]['value'];

export const NOTIFICATION_TYPES = [
  'newMission',
  'completeExercise',
  'completeSpeaking',
  'gradeMission',
  'comment',
  'auto_comment',
  'speakingHistory',
  'examResults',
  'announcement',
  'library',
  'feedbackReply',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 12;
/** The longest text a list's name search takes: the server refuses longer, the app's list addresses cut there. */
export const NAME_SEARCH_MAX = 200;
export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_POLL_MS = 60_000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const FETCH_MIN_DELAY_MS = 200;
export const EXAM_TICK_MS = 1000;
export const EXAM_DURATIONS_MIN = [45, 90, 120] as const;
/** Usage warning thresholds (spec §9): near at ≥ 90 %, over at ≥ 100 %. */
export const USAGE_NEAR_RATIO = 0.9;
export const SIDEBAR_WIDTH_PX = 250;
/** Below this width (tablets in portrait, phones) the sidebar is a drawer over the page instead of a column. */
export const SIDEBAR_DRAWER_QUERY = '(max-width: 1023.98px)';
export const FEEDBACK_MODAL_WIDTH_PX = 700;
/** Password rule: 8+ characters of letters, digits and @$!%*#?& (we follow the spec's message, see README). */
export const PASSWORD_PATTERN = /^[A-Za-z\d@$!%*#?&]{8,}$/;
export const PASSWORD_CHARSET = /^[A-Za-z\d@$!%*#?&]*$/;
export const PHONE_PATTERN = /^\+?\d{8,14}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The media type of an Excel workbook (.xlsx): imports accept it, exports and templates are sent as it. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
