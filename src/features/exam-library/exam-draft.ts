// The exam editor's working copy: settings as typed, and parts holding items that are the exam's own questions,
// questions picked from banks, or questions written here — turned into the API bodies on save.
import type { BankQuestion } from '@/shared/question-bank.ts';
import type { EditableExam, LibraryExam } from '@/shared/exam-library.ts';
import type { ResultRelease } from '@/shared/exam.ts';
import type { ExamStructureInput } from '@/shared/schemas/exam-library.ts';
import type { QuestionInput } from '@/shared/schemas/question.ts';

export interface DraftItem {
  key: string;
  source: 'exam' | 'bank' | 'new';
  /** The exam's question id (exam) or the bank question's (bank). */
  id?: number;
  /** What is shown. */
  question: BankQuestion;
  /** Written or rewritten here: sent with the item. */
  input?: QuestionInput;
  points: string;
}

export interface DraftPart {
  key: string;
  title: string;
  items: DraftItem[];
}

export interface ExamSettings {
  name: string;
  description: string;
  categoryId: string;
  subjectId: string;
  gradeId: string;
  durationChoice: '45' | '90' | '120' | 'custom';
  customMinutes: string;
  resultRelease: ResultRelease;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

let counter = 0;
export const newKey = () => `k${++counter}`;

export function settingsOf(exam: LibraryExam | null): ExamSettings {
  const minutes = exam?.durationMinutes ?? 45;
  const preset = ['45', '90', '120'].includes(String(minutes));
  return {
    name: exam?.name ?? '',
    description: exam?.description ?? '',
    categoryId: exam?.category ? String(exam.category.id) : '',
    subjectId: exam?.subject ? String(exam.subject.id) : '',
    gradeId: exam?.grade ? String(exam.grade.id) : '',
    durationChoice: preset ? (String(minutes) as ExamSettings['durationChoice']) : 'custom',
    customMinutes: preset ? '' : String(minutes),
    resultRelease: exam?.resultRelease ?? 'immediately',
    shuffleQuestions: exam?.shuffleQuestions ?? false,
    shuffleOptions: exam?.shuffleOptions ?? false,
  };
}

const idOrNull = (v: string) => (v ? Number(v) : null);

/** The library body of the settings (meta fields and the exam's own). */
export function settingsBody(s: ExamSettings) {
  return {
    name: s.name,
    description: s.description.trim() ? s.description : null,
    categoryId: idOrNull(s.categoryId),
    subjectId: idOrNull(s.subjectId),
    gradeId: idOrNull(s.gradeId),
    supplierId: null,
    textbookSeriesId: null,
    topicId: null,
    durationMinutes: s.durationChoice === 'custom' ? Number(s.customMinutes) || 0 : Number(s.durationChoice),
    resultRelease: s.resultRelease,
    shuffleQuestions: s.shuffleQuestions,
    shuffleOptions: s.shuffleOptions,
  };
}

export function partsOf(exam: EditableExam | null): DraftPart[] {
  if (!exam || exam.fractions.length === 0) return [{ key: newKey(), title: 'Phần I', items: [] }];
  return exam.fractions.map((f) => ({
    key: newKey(),
    title: f.title,
    items: f.questions.map((q) => ({ key: newKey(), source: 'exam' as const, id: q.id, question: q, points: String(q.allocatedPoint) })),
  }));
}

const pointsOf = (item: DraftItem) => (item.question.questionType === 'leadingQuestion' ? undefined : Number(item.points.replace(',', '.')));

export function structureBody(parts: DraftPart[]): ExamStructureInput {
  return {
    fractions: parts.map((p) => ({
      title: p.title,
      questions: p.items.map((item) => {
        const points = pointsOf(item);
        const withPoints = points === undefined || Number.isNaN(points) ? {} : { points };
        if (item.source === 'exam') return { source: 'exam' as const, id: item.id!, ...(item.input ? { question: item.input } : {}), ...withPoints };
        if (item.source === 'bank') return { source: 'bank' as const, id: item.id!, ...withPoints };
        return { source: 'new' as const, question: item.input!, ...withPoints };
      }),
    })),
  };
}

/** Points of an item as it counts in the total (a group: its sub-questions'). */
export function itemPoints(item: DraftItem): number {
  if (item.question.questionType === 'leadingQuestion') return (item.question.subQuestions ?? []).reduce((s, q) => s + q.points, 0);
  return Number(item.points.replace(',', '.')) || 0;
}

/** A written question shown like a stored one until it is saved. */
export function shownQuestion(input: QuestionInput, id: number): BankQuestion {
  const base = {
    id,
    questionType: input.questionType,
    content: input.content,
    answerKey: input.answerKey ?? null,
    level: input.level,
    points: input.points,
    explanation: input.explanation,
    explanationHtml: input.explanationHtml,
    position: 0,
    updatedAt: new Date().toISOString(),
  } as BankQuestion;
  if (input.questionType === 'leadingQuestion') base.subQuestions = input.subQuestions.map((s, i) => shownQuestion(s as QuestionInput, id - i - 1));
  return base;
}
