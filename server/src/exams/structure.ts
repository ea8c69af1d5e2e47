// An exam's fractions and questions, read in two queries and shaped for the student (no answer key) or a result.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { announce, cacheTopic } from '../platform/cache-events.ts';
import type { AnswerValue, CorrectAnswer, ExamFraction, ExamQuestion, QuestionContent, QuestionType, ResultQuestion } from '../../../src/shared/exam.ts';

export interface StructureItem {
  questionId: number;
  questionType: QuestionType;
  allocatedPoint: number;
  content: QuestionContent;
  answerKey: CorrectAnswer | null;
  subQuestions: StructureItem[];
}

export interface ExamStructure {
  fractions: { id: number; title: string; items: StructureItem[] }[];
  /** Every question that takes an answer (sub-questions included, groups excluded), by question id. */
  answerable: Map<number, StructureItem>;
}

/** Anything that can run queries: the db or a transaction. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Exam content does not change once students take it, and every answer save needs it, so it is kept in memory for a
 * minute per database (tests open several databases in one process). An edit before anyone took it drops it here and
 * on every other instance (forgetStructure, announced through platform/cache-events.ts).
 */
const CACHE_MS = 60_000;
const TOPIC = 'exam-structure';
type PerDb = Map<number, { at: number; value: Promise<ExamStructure> }>;
const cache = new WeakMap<object, PerDb>();
/** Every per-database cache, so an announcement from a peer (which names no database) reaches them all. */
const all = new Set<WeakRef<PerDb>>();

cacheTopic(TOPIC, {
  changed: (id) => {
    for (const ref of all) ref.deref()?.delete(Number(id));
  },
  clear: () => {
    for (const ref of all) ref.deref()?.clear();
  },
});

export function cachedStructure(db: Db, examId: number): Promise<ExamStructure> {
  let perDb = cache.get(db);
  if (!perDb) {
    cache.set(db, (perDb = new Map()));
    all.add(new WeakRef(perDb));
  }
  const hit = perDb.get(examId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const value = loadStructure(db, examId);
  perDb.set(examId, { at: Date.now(), value });
  value.catch(() => perDb.delete(examId));
  return value;
}

export function forgetStructure(db: Db, examId: number): void {
  cache.get(db)?.delete(examId);
  announce(TOPIC, examId);
}

export async function loadStructure(db: Queryable, examId: number): Promise<ExamStructure> {
  const fractions = await db
    .select()
    .from(t.examFractions)
    .where(eq(t.examFractions.examId, examId))
    .orderBy(asc(t.examFractions.position), asc(t.examFractions.id));
  const rows = await db
    .select({
      fractionId: t.examQuestions.fractionId,
      allocatedPoint: t.examQuestions.allocatedPoint,
      questionId: t.questions.id,
      parentId: t.questions.parentId,
      questionType: t.questions.questionType,
      content: t.questions.content,
      answerKey: t.questions.answerKey,
    })
    .from(t.examQuestions)
    .innerJoin(t.questions, eq(t.questions.id, t.examQuestions.questionId))
    .where(eq(t.examQuestions.examId, examId))
    .orderBy(asc(t.examQuestions.position), asc(t.examQuestions.id));

  const items = new Map<number, StructureItem & { fractionId: number; parentId: number | null }>();
  for (const r of rows) {
    items.set(r.questionId, {
      questionId: r.questionId,
      questionType: r.questionType as QuestionType,
      allocatedPoint: r.allocatedPoint,
      content: r.content as QuestionContent,
      answerKey: (r.answerKey ?? null) as CorrectAnswer | null,
      subQuestions: [],
      fractionId: r.fractionId,
      parentId: r.parentId,
    });
  }
  const top = new Map<number, StructureItem[]>(fractions.map((f) => [f.id, []]));
  const answerable = new Map<number, StructureItem>();
  for (const item of items.values()) {
    const parent = item.parentId !== null ? items.get(item.parentId) : undefined;
    if (parent) parent.subQuestions.push(item);
    else top.get(item.fractionId)?.push(item);
    if (item.questionType !== 'leadingQuestion') answerable.set(item.questionId, item);
  }
  // A group is worth what its sub-questions are worth, whatever its own row says.
  for (const item of items.values()) {
    if (item.questionType === 'leadingQuestion') {
      item.allocatedPoint = item.subQuestions.reduce((s, q) => s + q.allocatedPoint, 0);
    }
  }
  return { fractions: fractions.map((f) => ({ id: f.id, title: f.title, items: top.get(f.id) ?? [] })), answerable };
}

export function totalPoints(structure: ExamStructure): number {
  return [...structure.answerable.values()].reduce((s, q) => s + q.allocatedPoint, 0);
}

function publicQuestion(item: StructureItem): ExamQuestion {
  const q: ExamQuestion = {
    id: item.questionId,
    questionType: item.questionType,
    allocatedPoint: item.allocatedPoint,
    content: item.content,
  };
  if (item.questionType === 'leadingQuestion') q.subQuestions = item.subQuestions.map(publicQuestion);
  return q;
}

/** The fractions as the student sees them while taking the exam: no answer key anywhere. */
export function publicFractions(structure: ExamStructure): ExamFraction[] {
  return structure.fractions.map((f) => ({ id: f.id, title: f.title, questions: f.items.map(publicQuestion) }));
}

export interface AnswerRow {
  questionId: number;
  answer: unknown;
  pointEarned: number | null;
  isMarked: boolean;
  comment: string | null;
}

/** The fractions with the student's answers, the answer key, points and the teacher's comments. */
export function resultFractions(structure: ExamStructure, answers: AnswerRow[]): ExamFraction<ResultQuestion>[] {
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  const build = (item: StructureItem): ResultQuestion => {
    const row = byId.get(item.questionId);
    const isGroup = item.questionType === 'leadingQuestion';
    const subs = isGroup ? item.subQuestions.map(build) : undefined;
    return {
      ...publicQuestion(item),
      answer: (row?.answer ?? null) as AnswerValue | null,
      correctAnswer: item.answerKey,
      pointEarned: subs
        ? subs.every((s) => s.pointEarned !== null)
          ? subs.reduce((s, q) => s + (q.pointEarned ?? 0), 0)
          : null
        : row
          ? row.pointEarned
          : null,
      isMarked: subs ? subs.every((s) => s.isMarked) : (row?.isMarked ?? false),
      comment: row?.comment ?? null,
      subQuestions: subs,
    };
  };
  return structure.fractions.map((f) => ({ id: f.id, title: f.title, questions: f.items.map(build) }));
}
