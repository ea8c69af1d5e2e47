// Mission types shared by the app and the server (spec §3 mission list meta, §4 statuses, §7 missions).
import type { AttemptStatus, ExamResult } from './exam.ts';

/** A student's state on a mission (spec §4). COMPLETED: graded (by the teacher, or automatically). */
export const MISSION_STATUSES = ['NOT_DOING', 'IN_PROGRESS', 'PENDING_REVIEW', 'COMPLETED'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];
export type MissionStatusFilter = MissionStatus | 'all';
export const MISSION_TASK_TYPES = ['exam', 'lecture', 'speaking'] as const;
export type MissionTaskType = (typeof MISSION_TASK_TYPES)[number];

export interface PersonRef {
  id: number;
  first_name: string;
  last_name: string;
}

export interface MissionTask {
  id: number;
  position: number;
  taskType: MissionTaskType;
  /** The exam's, the lecture's title, or the sentence to read aloud. */
  title: string;
  examId: number | null;
  lectureId: number | null;
  speakingText: string | null;
  contentId: number | null;
  /** Exam tasks: duration in seconds and the number of questions. */
  duration: number | null;
  questionCount: number | null;
}

export interface Mission {
  id: number;
  title: string;
  description: string | null;
  group: { id: number; name: string };
  startAt: string;
  dueAt: string;
  createdAt: string;
  createdBy: PersonRef | null;
  tasks: MissionTask[];
}

export interface SpeakingAttempt {
  /** Made on the device, so a replayed upload is stored once. */
  id: string;
  text: string;
  /** 0–100 from the scorer. */
  score: number;
  words: { word: string; score: number }[];
  recordingId: string | null;
  createdAt: string;
}

export interface TaskResult {
  taskId: number;
  taskType: MissionTaskType;
  done: boolean;
  /** The task waits for the teacher (an essay or speaking question of the exam not graded yet). */
  needsReview: boolean;
  /** 0–10, one decimal; null when the task has no score (a lecture) or none yet. */
  score: number | null;
  userExamId: number | null;
  attemptStatus: AttemptStatus | null;
  readAt: string | null;
  completedAt: string | null;
  /** Speaking: the best attempt, or every attempt with include_all_submissions=1. */
  attempts: SpeakingAttempt[];
  /** Exam: the completion comment once fully marked. */
  completionComment: string | null;
}

export interface Submission {
  id: number;
  missionId: number;
  status: Exclude<MissionStatus, 'NOT_DOING'>;
  student: PersonRef;
  startedAt: string;
  submittedAt: string | null;
  late: boolean;
  /** 0–10, one decimal: the mean of the scored tasks; null until every task is done. */
  score: number | null;
  gradedAt: string | null;
  /** The teacher's latest comment (or the automatic one) on this submission. */
  comment: { content: string; type: 'comment' | 'auto_comment' } | null;
  tasks: TaskResult[];
}

/** GET v1/submissions/:id: the submission with its mission and each exam task's graded attempt. */
export interface SubmissionDetail extends Submission {
  mission: Mission;
  exams: Record<number, ExamResult>;
}

export interface StudentMission extends Mission {
  status: MissionStatus;
  submission: Submission | null;
}

export interface TeacherMission extends Mission {
  studentCount: number;
  counts: Record<MissionStatus, number>;
}

/** A student's row in the teacher's mission detail. */
export interface MissionStudentRow {
  student: PersonRef & { email: string };
  status: MissionStatus;
  submission: Submission | null;
}

export interface TeacherMissionDetail extends TeacherMission {
  students: MissionStudentRow[];
}

/** Mission lists (spec §3): items with a meta block. */
export interface MissionPage<T> {
  data: T[];
  meta: { totalItems: number; currentPage: number; itemsPerPage: number };
  pagination: { total: number; page: number; perPage: number };
}

/** GET v2/missions/sub-missions/pending-review rows. */
export interface PendingReview {
  submission: Submission;
  mission: { id: number; title: string; group: { id: number; name: string } };
}

/** GET mission-books?groupId: what a mission for the group can ask for. */
export interface MissionBooks {
  exams: { id: number; title: string; duration: number; questionCount: number }[];
  lectures: { id: number; title: string; summary: string | null }[];
  /** Sentences to read aloud (English content when the school has it). */
  speaking: { id: number | null; text: string; source: string }[];
}

export interface Lecture {
  id: number;
  title: string;
  summary: string | null;
  body: string;
}

export interface Comment {
  id: number;
  type: 'comment' | 'auto_comment';
  content: string;
  createdAt: string;
  author: PersonRef | null;
  student: PersonRef;
  group: { id: number; name: string };
  mission: { id: number; title: string } | null;
  submissionId: number | null;
}

export interface CommentTemplate {
  id: number;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export interface CommentTemplateSetting {
  id: number;
  templateId: number;
  minScore: number;
  maxScore: number;
}

/** GET student-missions/:id: the lectures to read come along, so the mission works offline once opened. */
export interface StudentMissionDetail extends StudentMission {
  lectures: Lecture[];
}
