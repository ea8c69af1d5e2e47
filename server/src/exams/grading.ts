// Answer normalization (spec §5), automatic grading of objective questions, the 0–10 score and the completion comment
// (spec §9). Pure functions: the attempt code feeds them rows and stores what they return.
import { MANUAL_TYPES, type AnswerValue, type CorrectAnswer, type QuestionType } from '../../../src/shared/exam.ts';

/** Comparison form of a typed answer: composed Unicode (keyboards send Vietnamese both ways), trimmed. */
const clean = (s: string) => s.normalize('NFC').trim();
const folded = (s: string) => clean(s).replace(/\s+/g, ' ').toLocaleLowerCase('vi');
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The stored form of an answer (spec §5): fill-in blanks trimmed, and for several blanks each one wrapped in `{{ }}`
 * and joined into filledAnswer; text answers trimmed; choice sets de-duplicated and sorted.
 */
export function normalizeAnswer(answer: AnswerValue): AnswerValue {
  switch (answer.type) {
    case 'fillInTheBlank': {
      const blanks = answer.blanks.map(clean);
      const filledAnswer = blanks.length > 1 ? blanks.map((b) => `{{${b}}}`).join('') : (blanks[0] ?? '');
      return { type: 'fillInTheBlank', blanks, filledAnswer };
    }
    case 'textAnswer':
      return { type: 'textAnswer', text: clean(answer.text) };
    case 'multipleChoice':
      return { type: 'multipleChoice', optionIds: [...new Set(answer.optionIds)].sort() };
    default:
      return answer;
  }
}

export interface GradableQuestion {
  questionType: QuestionType;
  answerKey: CorrectAnswer | null;
  allocatedPoint: number;
}

export interface Grade {
  /** null: waiting for the teacher. */
  pointEarned: number | null;
  isMarked: boolean;
}

const isManual = (type: QuestionType) => MANUAL_TYPES.includes(type);

/**
 * Grades one answer. Choice questions need the exact set; each blank of a fill-in question earns its share of the
 * points when it equals one of its accepted answers after trimming (case kept: the teacher lists the variants); a text
 * answer matches an accepted answer trimmed and case-insensitively. Essay and speaking wait for the teacher, except an
 * empty one, which has nothing to grade and earns 0.
 */
export function gradeAnswer(q: GradableQuestion, answer: AnswerValue | null): Grade {
  const full = q.allocatedPoint;
  if (!answer) return { pointEarned: 0, isMarked: true };
  if (isManual(q.questionType)) return { pointEarned: null, isMarked: false };
  const key = q.answerKey;
  if (!key || key.type !== answer.type) return { pointEarned: 0, isMarked: true };
  let earned = 0;
  if (key.type === 'singleChoice' && answer.type === 'singleChoice') {
    earned = answer.optionId === key.optionId ? full : 0;
  } else if (key.type === 'multipleChoice' && answer.type === 'multipleChoice') {
    const given = new Set(answer.optionIds);
    const same = given.size === key.optionIds.length && key.optionIds.every((o) => given.has(o));
    earned = same ? full : 0;
  } else if (key.type === 'fillInTheBlank' && answer.type === 'fillInTheBlank') {
    const right = key.blanks.filter((accepted, i) => {
      const given = answer.blanks[i];
      return given !== undefined && given !== '' && accepted.some((a) => clean(a) === clean(given));
    }).length;
    earned = key.blanks.length ? round2((full * right) / key.blanks.length) : 0;
  } else if (key.type === 'textAnswer' && answer.type === 'textAnswer') {
    earned = key.accepted.some((a) => folded(a) === folded(answer.text)) ? full : 0;
  }
  return { pointEarned: earned, isMarked: true };
}

export interface Totals {
  pointEarned: number;
  allocatedPoint: number;
  /** points earned / allocated × 10, one decimal (spec §9). */
  score: number;
  /** 0–100, for the completion comment thresholds. */
  percentage: number;
  isFullyMarked: boolean;
}

/** Totals over every answerable question of the exam; an ungraded manual answer counts 0 until the teacher grades it. */
export function computeTotals(items: { allocatedPoint: number; pointEarned: number | null; isMarked: boolean }[]): Totals {
  const allocatedPoint = round2(items.reduce((s, i) => s + i.allocatedPoint, 0));
  const pointEarned = round2(items.reduce((s, i) => s + (i.pointEarned ?? 0), 0));
  const ratio = allocatedPoint > 0 ? pointEarned / allocatedPoint : 0;
  return {
    pointEarned,
    allocatedPoint,
    score: Math.round(ratio * 100 + 1e-9) / 10,
    percentage: ratio * 100,
    isFullyMarked: items.every((i) => i.isMarked),
  };
}

export interface CompletionMessage {
  percentagePoint: number;
  message: string;
}

/**
 * The default completion comments (seeded into completion_messages with no school): the comment shown is the one with
 * the highest threshold at or below the student's percentage, so ≥ 90 % "Xuất sắc", ≥ 70 % "Tốt", ≥ 50 % "Đạt",
 * below 50 % encouragement. A school may store its own list, which then replaces this one.
 */
export const DEFAULT_COMPLETION_MESSAGES: CompletionMessage[] = [
  { percentagePoint: 90, message: 'Xuất sắc! Em đã nắm rất vững kiến thức, hãy tiếp tục phát huy nhé.' },
  { percentagePoint: 70, message: 'Tốt lắm! Em làm bài khá chắc chắn, chỉ cần cẩn thận hơn một chút.' },
  { percentagePoint: 50, message: 'Đạt yêu cầu. Em hãy xem lại những câu làm sai để tiến bộ hơn.' },
  { percentagePoint: 0, message: 'Em cần cố gắng nhiều hơn. Hãy ôn lại bài và hỏi thầy cô những chỗ chưa hiểu nhé.' },
];

export function pickCompletionComment(messages: CompletionMessage[], percentage: number): string | null {
  const eligible = messages.filter((m) => m.percentagePoint <= percentage + 1e-9);
  if (!eligible.length) return null;
  return eligible.reduce((best, m) => (m.percentagePoint > best.percentagePoint ? m : best)).message;
}
