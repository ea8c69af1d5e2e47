// Exam payloads shared by the server and the app (spec §3 user exam / question in an exam, §4 taking, §5 submit, §9).

/** The seven question types of spec §3. leadingQuestion is a group whose sub-questions are answered one by one. */
export const QUESTION_TYPES = ['leadingQuestion', 'singleChoice', 'multipleChoice', 'fillInTheBlank', 'essay', 'textAnswer', 'speaking'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Types that carry an answer (everything but the group). */
export type AnswerableType = Exclude<QuestionType, 'leadingQuestion'>;
/** Types the teacher grades by hand (spec §3: essay; speaking is an audio answer heard by the teacher). */
export const MANUAL_TYPES: readonly QuestionType[] = ['essay', 'speaking'];

/**
 * After the deadline (createdAt + duration) the server still takes saves for this long, covering the last request
 * in flight and small clock skew; after it, saves get 422 and only a submission is kept (flagged late).
 */
export const EXAM_GRACE_SECONDS = 60;

/** The most attempts a teacher may allow when giving an exam to a group; the best attempt counts. */
export const EXAM_MAX_ATTEMPTS = 10;
/** How often the server closes attempts whose deadline + grace passed. */
export const EXAM_SWEEP_INTERVAL_MS = 15_000;

/**
 * A blank in fillInTheBlank text is written `{{}}`; the prompt text is shown around the blanks. The stored answer of a
 * multi-blank question is `{{a}}{{b}}` (spec §5); a single blank is stored trimmed as is.
 */
export const BLANK_MARK = '{{}}';

export type AttemptStatus = 'in_progress' | 'submitted' | 'auto_submitted';

export interface ChoiceOption {
  id: string;
  text: string;
  /** The option as rich text (src/shared/rich-text.ts), when its author formatted it; `text` is its plain twin. */
  html?: string;
}

export interface QuestionMedia {
  type: 'image' | 'audio' | 'video';
  url: string;
}

/** What the student sees of a question: never the answer key. */
export interface QuestionContent {
  /** The prompt; for fillInTheBlank it holds one `{{}}` per blank. */
  text: string;
  /** The prompt as rich text, when its author formatted it (never for fillInTheBlank); `text` is its plain twin. */
  html?: string;
  /** singleChoice and multipleChoice. */
  options?: ChoiceOption[];
  /** fillInTheBlank: the number of `{{}}` in text. */
  blankCount?: number;
  /** speaking: the sentence or topic to speak about. */
  sentence?: string;
  media?: QuestionMedia;
}

/** Answers, one shape per type; `type` must match the question's type. */
export type AnswerValue =
  | { type: 'singleChoice'; optionId: string }
  | { type: 'multipleChoice'; optionIds: string[] }
  | { type: 'fillInTheBlank'; blanks: string[]; filledAnswer?: string }
  | { type: 'textAnswer'; text: string }
  | { type: 'essay'; text: string }
  | { type: 'speaking'; recordingId: string };

/** The answer key, shown only on results. */
export type CorrectAnswer =
  | { type: 'singleChoice'; optionId: string }
  | { type: 'multipleChoice'; optionIds: string[] }
  /** One list of accepted answers per blank. */
  | { type: 'fillInTheBlank'; blanks: string[][] }
  | { type: 'textAnswer'; accepted: string[] }
  /** A model answer or marking guide for the teacher and the result page. */
  | { type: 'essay'; sample: string | null }
  | { type: 'speaking'; sample: string | null };

export interface ExamQuestion {
  id: number;
  questionType: QuestionType;
  /** For a leadingQuestion, the sum of its sub-questions. */
  allocatedPoint: number;
  content: QuestionContent;
  subQuestions?: ExamQuestion[];
}

export interface ExamFraction<Q = ExamQuestion> {
  id: number;
  title: string;
  questions: Q[];
}

export interface SavedAnswer {
  questionId: number;
  answer: AnswerValue | null;
  /** The device time of the change (ISO); the last one wins. */
  clientUpdatedAt: string;
}

/** POST .../perform/new: create or resume the attempt. */
export interface UserExam {
  id: number;
  exercisableType: 'exam';
  displayType: 'exam';
  status: AttemptStatus;
  title: string;
  createdAt: string;
  /** Seconds. */
  duration: number;
  /** createdAt + duration (ISO): the countdown ends here whatever the device clock says. */
  deadline: string;
  /** The server's clock when it answered (ISO): the client stores serverNow − its own now as the offset. */
  serverNow: string;
  graceSeconds: number;
  fractions: ExamFraction[];
  answers: SavedAnswer[];
}

/** PUT .../perform/:id body. A submission should carry every answer the device holds. */
export interface PerformUpdateBody {
  answers: SavedAnswer[];
  submit?: boolean;
}

/**
 * PUT .../perform/:id response. It carries no score: the result endpoint says whether the student may see it yet
 * (ExamSchedule.resultsVisible), and a stored reply replayed later must not say more than that.
 */
export interface PerformUpdateResult {
  id: number;
  status: AttemptStatus;
  late: boolean;
  deadline: string;
  serverNow: string;
  submittedAt: string | null;
  /** Question ids whose saved answer this request changed (older ones lost to a newer save). */
  applied: number[];
}

/**
 * When students see their score, the points per question, the teacher's comments and the correct answers: as soon as
 * they submit, once the exam closes in their group, or when a teacher of the group releases them. The exam's author
 * chooses; until then the server sends none of it (their own answers only).
 */
export const RESULT_RELEASES = ['immediately', 'after_close', 'on_release'] as const;
export type ResultRelease = (typeof RESULT_RELEASES)[number];

/** The notification to the students who submitted when a teacher releases the results; {} is the exam's title. */
export const EXAM_RESULTS_NOTICE = 'Điểm và đáp án bài thi "{}" đã được công bố';

/** An exam's window in one group and its results policy. */
export interface ExamSchedule {
  /** No attempt starts before opensAt or after closesAt, and none runs past closesAt; null: no limit. */
  opensAt: string | null;
  closesAt: string | null;
  resultRelease: ResultRelease;
  resultsReleasedAt: string | null;
  /** Whether students see scores and correct answers now (the server's clock). */
  resultsVisible: boolean;
  /** How many attempts each student may make; the best one counts. */
  maxAttempts: number;
}

export interface ResultQuestion extends Omit<ExamQuestion, 'subQuestions'> {
  answer: AnswerValue | null;
  correctAnswer: CorrectAnswer | null;
  /** null while a manual question waits for the teacher. */
  pointEarned: number | null;
  isMarked: boolean;
  comment: string | null;
  subQuestions?: ResultQuestion[];
}

/** GET .../perform/:id/result and GET s/user_exams/:id. */
export interface ExamResult {
  id: number;
  /** Which attempt of the student this is: 1, 2, … */
  number: number;
  exam: { id: number; title: string };
  group: { id: number; name: string };
  student: { id: number; first_name: string; last_name: string };
  status: AttemptStatus;
  late: boolean;
  createdAt: string;
  deadline: string;
  submittedAt: string | null;
  duration: number;
  /** 0–10, one decimal; null until submitted, and for a student while the results are not released. */
  score: number | null;
  /** null for a student while the results are not released. */
  pointEarned: number | null;
  allocatedPoint: number;
  /** Every manual question has been graded. */
  isFullyMarked: boolean;
  /** null until fully marked: the app then shows MSG.examCommentPending (spec §8). */
  completionComment: string | null;
  /** The group's window and results policy (a mission's exam: results shown on submission). */
  schedule: ExamSchedule;
  /** Unreleased results: no points, comments or correct answers (the student's own answers only). */
  fractions: ExamFraction<ResultQuestion>[];
}

/**
 * The check names (ApiErrorBody.errors keys) of an attempt's device refusals: perform/new while another device holds
 * the attempt (takeover possible with ?takeover=1), and a write from a device that lost it.
 */
export const ATTEMPT_DEVICE_CHECKS = { onOtherDevice: 'attemptDevice', takenOver: 'attemptTakenOver' } as const;

/** The request header naming the app's device (offline/device-id.ts). */
export const DEVICE_ID_HEADER = 'X-Device-Id';

/** What a device sent after another device had taken the attempt over: kept for the teacher, never counted. */
export interface LateCopy {
  id: number;
  receivedAt: string;
  /** The device tried to submit with it. */
  submit: boolean;
  answers: SavedAnswer[];
}

/** GET s/user_exams/:id: the attempt for its teacher, with any late copies from a device that lost it. */
export interface TeacherAttempt extends ExamResult {
  lateCopies: LateCopy[];
}

/** An attempt as listed next to an exam. */
export interface AttemptSummary {
  id: number;
  /** 1 for the first attempt, then 2, … */
  number: number;
  status: AttemptStatus;
  score: number | null;
  late: boolean;
  isFullyMarked: boolean;
  createdAt: string;
  deadline: string;
  submittedAt: string | null;
}

/** GET s/personal/learning_groups/:id/exams items; attempt.score is null while the results are not released. */
export interface LearningExam extends ExamSchedule {
  id: number;
  title: string;
  description: string | null;
  /** Seconds. */
  duration: number;
  questionCount: number;
  totalPoint: number;
  assignedAt: string;
  /** The student's latest attempt. */
  attempt: AttemptSummary | null;
  /** How many attempts the student has started. */
  attemptCount: number;
}

/** GET s/school_groups/:id/exams items. */
export interface TeachingExam extends Omit<LearningExam, 'attempt' | 'attemptCount'> {
  studentCount: number;
  startedCount: number;
  submittedCount: number;
  /** Submitted attempts with an ungraded essay or speaking answer. */
  toGradeCount: number;
  lateCount: number;
  /** The caller teaches the group: sets the window and releases the results (overseers only look). */
  canSchedule: boolean;
  /** The caller wrote the exam: only its author chooses the results policy. */
  isAuthor: boolean;
}

/** PUT s/school_groups/:id/exams/:examId/schedule body (times as ISO strings). */
export interface ExamScheduleBody {
  opensAt: string | null;
  closesAt: string | null;
  resultRelease: ResultRelease;
  maxAttempts?: number;
}

/** GET s/school_groups/:id/exams/:examId/user_exams items: one per student of the group. */
export interface StudentAttempt {
  student: { id: number; first_name: string; last_name: string; email: string };
  status: AttemptStatus | 'not_started';
  /** The attempt that counts: the best closed one (the latest of equals), else the one in progress. */
  attempt: AttemptSummary | null;
  /** Every attempt of the student, first to last. */
  attempts: AttemptSummary[];
}

/** PUT s/user_exams/:id/marks body. */
export interface MarksBody {
  marks: { questionId: number; pointEarned: number; comment?: string | null }[];
}

/** GET s/personal/learning_groups items and detail. */
export interface LearningGroup {
  id: number;
  name: string;
  grade: { id: number; name: string } | null;
  subject: { id: number; name: string } | null;
  teachers: { id: number; first_name: string; last_name: string }[];
  studentCount: number;
  examCount: number;
}

/** GET s/school_groups items: the groups the caller teaches (all of the school's for a principal/administrator). */
export interface TeachingGroup {
  id: number;
  name: string;
  grade: { id: number; name: string } | null;
  subject: { id: number; name: string } | null;
  studentCount: number;
  examCount: number;
  /** Submitted attempts of the group's exams with an ungraded essay or speaking answer. */
  toGradeCount: number;
}

/**
 * What the exam player gives the input of a speaking question: the contract between the exam player and the
 * pronunciation feature that renders it (the route joins them).
 */
export interface SpeakingAnswerProps {
  question: ExamQuestion;
  value: AnswerValue | null;
  onChange: (value: AnswerValue | null) => void;
  label: string;
}

/** How a class did on one answerable question of an exam (GET …/exams/:examId/statistics). */
export interface QuestionStatistic {
  questionId: number;
  /** The number students see (lib/exam-numbering.ts). */
  number: number;
  questionType: QuestionType;
  text: string;
  allocatedPoint: number;
  /** Submitted attempts that answered it. */
  answered: number;
  /** Full points. */
  correct: number;
  /** Still to be graded by a teacher. */
  ungraded: number;
  averagePoint: number | null;
  /** Choice questions: how often each option was chosen. */
  options?: { id: string; text: string; correct: boolean; chosen: number }[];
}

export interface ExamStatistics {
  /** Submitted attempts of the group counted here. */
  submitted: number;
  questions: QuestionStatistic[];
}
