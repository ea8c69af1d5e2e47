// The questions of a bank (or an exam's own copies): read as a tree, written with their sub-questions, reordered,
// copied. The folded search text covers the prompt, the options and the sentence to speak.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { fold } from '../../../src/shared/fold.ts';
import type { CorrectAnswer, QuestionContent, QuestionType } from '../../../src/shared/exam.ts';
import type { BankQuestion, QuestionLevel } from '../../../src/shared/question-bank.ts';
import { countBlanks, type AnswerableQuestionInput, type QuestionInput } from '../../../src/shared/schemas/question.ts';
import { cleanRich } from '../content/rich-text.ts';

type Row = typeof t.questions.$inferSelect;
/** Where a question lives: a bank, or an exam (its own copy). */
export type QuestionHome = { collectionId: number; examId?: null } | { examId: number; collectionId?: null };

const homeWhere = (home: QuestionHome) => (home.examId ? eq(t.questions.examId, home.examId) : eq(t.questions.collectionId, home.collectionId!));

export function questionSearchText(content: QuestionContent): string {
  return fold([content.text, ...(content.options ?? []).map((o) => o.text), content.sentence ?? ''].join(' '));
}

/** The explanation column holds its plain text, or the plain and rich versions together. */
type StoredExplanation = string | { text: string; html: string } | null;

function explanationOf(stored: unknown): Pick<BankQuestion, 'explanation' | 'explanationHtml'> {
  const e = stored as StoredExplanation;
  if (e && typeof e === 'object') return { explanation: e.text, explanationHtml: e.html };
  return { explanation: e ?? null, explanationHtml: null };
}

/**
 * Rich prompt and options cleaned, their plain twins rewritten from what is left (fill-in text stays plain). `at` is
 * where the question sits in the request body, for the error of a formula that does not parse.
 */
function cleanContent(input: QuestionInput | AnswerableQuestionInput, at: string): QuestionContent {
  const { html, ...content }: QuestionContent = { ...input.content };
  const prompt = html && input.questionType !== 'fillInTheBlank' ? cleanRich(html, `${at}content.html`) : null;
  if (prompt) Object.assign(content, { text: prompt.text, html: prompt.html });
  if (content.options)
    content.options = content.options.map(({ html: optionHtml, ...o }, i) => {
      const clean = optionHtml ? cleanRich(optionHtml, `${at}content.options.${i}.html`) : null;
      return clean ? { ...o, text: clean.text || o.text, html: clean.html } : o;
    });
  return content;
}

function storedExplanation(input: QuestionInput | AnswerableQuestionInput, at: string): StoredExplanation {
  const clean = input.explanationHtml ? cleanRich(input.explanationHtml, `${at}explanationHtml`) : null;
  return clean ? { text: clean.text, html: clean.html } : input.explanation;
}

function view(r: Row, subs?: BankQuestion[]): BankQuestion {
  return {
    id: r.id,
    questionType: r.questionType as QuestionType,
    content: r.content as QuestionContent,
    answerKey: (r.answerKey as CorrectAnswer | null) ?? null,
    level: (r.level as QuestionLevel | null) ?? null,
    points: r.points,
    ...explanationOf(r.explanation),
    position: r.position,
    ...(subs ? { subQuestions: subs } : {}),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Every question of a home in order, groups with their sub-questions. */
export async function questionsOf(db: Queryable, home: QuestionHome): Promise<BankQuestion[]> {
  const rows = await db.select().from(t.questions).where(homeWhere(home)).orderBy(asc(t.questions.position), asc(t.questions.id));
  const children = new Map<number, Row[]>();
  for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  return rows
    .filter((r) => r.parentId === null)
    .map((r) => view(r, r.questionType === 'leadingQuestion' ? (children.get(r.id) ?? []).map((s) => view(s)) : undefined));
}

export async function questionOf(db: Queryable, home: QuestionHome, id: number): Promise<BankQuestion | null> {
  const [row] = await db
    .select()
    .from(t.questions)
    .where(and(homeWhere(home), eq(t.questions.id, id), isNull(t.questions.parentId)));
  if (!row) return null;
  const subs =
    row.questionType === 'leadingQuestion'
      ? await db.select().from(t.questions).where(eq(t.questions.parentId, row.id)).orderBy(asc(t.questions.position))
      : [];
  return view(row, row.questionType === 'leadingQuestion' ? subs.map((s) => view(s)) : undefined);
}

/** Top-level questions by id, groups with their sub-questions, wherever they live (the caller checked who may read them). */
export async function bankQuestionsByIds(db: Queryable, ids: number[]): Promise<Map<number, BankQuestion>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(t.questions)
    .where(or(and(inArray(t.questions.id, ids), isNull(t.questions.parentId)), inArray(t.questions.parentId, ids)))
    .orderBy(asc(t.questions.position), asc(t.questions.id));
  const subs = (id: number) => rows.filter((r) => r.parentId === id).map((s) => view(s));
  return new Map(rows.filter((r) => r.parentId === null).map((r) => [r.id, view(r, r.questionType === 'leadingQuestion' ? subs(r.id) : undefined)]));
}

function columns(input: QuestionInput | AnswerableQuestionInput, at = '') {
  const content = cleanContent(input, at);
  if (input.questionType === 'fillInTheBlank') content.blankCount = countBlanks(content.text);
  return {
    questionType: input.questionType,
    content,
    answerKey: input.answerKey ?? null,
    level: input.level,
    points: input.points,
    explanation: storedExplanation(input, at),
    searchText: questionSearchText(content),
    updatedAt: new Date(),
  };
}

async function insertSubs(db: Queryable, home: QuestionHome, parentId: number, subs: AnswerableQuestionInput[], createdBy: number | null, at = '') {
  if (!subs.length) return;
  await db.insert(t.questions).values(
    subs.map((s, i) => ({
      ...columns(s, `${at}subQuestions.${i}.`),
      collectionId: home.collectionId ?? null,
      examId: home.examId ?? null,
      parentId,
      position: i,
      createdBy,
    })),
  );
}

/** Adds a question at the end of its home (or at `position`); `at` is where it sits in the request body. */
export async function insertQuestion(
  db: Queryable,
  home: QuestionHome,
  input: QuestionInput,
  createdBy: number | null,
  position?: number,
  at = '',
): Promise<number> {
  let place = position;
  if (place === undefined) {
    const [last] = await db
      .select({ n: sql<number>`coalesce(max(${t.questions.position}) + 1, 0)`.mapWith(Number) })
      .from(t.questions)
      .where(and(homeWhere(home), isNull(t.questions.parentId)));
    place = last?.n ?? 0;
  }
  const [row] = await db
    .insert(t.questions)
    .values({ ...columns(input, at), collectionId: home.collectionId ?? null, examId: home.examId ?? null, parentId: null, position: place, createdBy })
    .returning({ id: t.questions.id });
  if (input.questionType === 'leadingQuestion') await insertSubs(db, home, row!.id, input.subQuestions, createdBy, at);
  return row!.id;
}

/** Rewrites a question; a group's sub-questions are replaced by the ones sent. */
export async function replaceQuestion(db: Queryable, home: QuestionHome, id: number, input: QuestionInput, actorId: number, at = ''): Promise<void> {
  await db.update(t.questions).set(columns(input, at)).where(eq(t.questions.id, id));
  await db.delete(t.questions).where(eq(t.questions.parentId, id));
  if (input.questionType === 'leadingQuestion') await insertSubs(db, home, id, input.subQuestions, actorId, at);
}

export async function deleteQuestion(db: Queryable, id: number): Promise<void> {
  await db.delete(t.questions).where(eq(t.questions.id, id));
}

/** Puts the top-level questions in the order given; false when the ids are not exactly the home's questions. */
export async function reorderQuestions(db: Queryable, home: QuestionHome, ids: number[]): Promise<boolean> {
  const rows = await db
    .select({ id: t.questions.id })
    .from(t.questions)
    .where(and(homeWhere(home), isNull(t.questions.parentId)));
  const current = new Set(rows.map((r) => r.id));
  if (current.size !== ids.length || new Set(ids).size !== ids.length || !ids.every((id) => current.has(id))) return false;
  for (const [position, id] of ids.entries()) await db.update(t.questions).set({ position }).where(eq(t.questions.id, id));
  return true;
}

/** Copies questions (with their sub-questions) into another home; returns the new ids by old id. */
export async function copyQuestions(db: Queryable, from: QuestionHome | { ids: number[] }, to: QuestionHome, actorId: number): Promise<Map<number, number>> {
  const where = 'ids' in from ? (from.ids.length ? inArray(t.questions.id, from.ids) : sql`false`) : and(homeWhere(from), isNull(t.questions.parentId));
  const tops = await db.select().from(t.questions).where(where).orderBy(asc(t.questions.position), asc(t.questions.id));
  const ids = new Map<number, number>();
  for (const q of tops) {
    const subs =
      q.questionType === 'leadingQuestion' ? await db.select().from(t.questions).where(eq(t.questions.parentId, q.id)).orderBy(asc(t.questions.position)) : [];
    const copy = (r: Row, parentId: number | null) => ({
      questionType: r.questionType,
      content: r.content,
      answerKey: r.answerKey,
      level: r.level,
      points: r.points,
      explanation: r.explanation,
      searchText: r.searchText,
      position: r.position,
      collectionId: to.collectionId ?? null,
      examId: to.examId ?? null,
      parentId,
      createdBy: actorId,
    });
    const [row] = await db.insert(t.questions).values(copy(q, null)).returning({ id: t.questions.id });
    ids.set(q.id, row!.id);
    if (subs.length) {
      const inserted = await db
        .insert(t.questions)
        .values(subs.map((s) => copy(s, row!.id)))
        .returning({ id: t.questions.id });
      subs.forEach((s, i) => ids.set(s.id, inserted[i]!.id));
    }
  }
  return ids;
}
