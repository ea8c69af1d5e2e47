// Demo lectures (with the database seed, after the question banks): the school library's English units (the lectures
// the demo missions give), a science lecture and one of Ms Lan's waiting for review, her own group-work lecture and two
// system lectures, filed under lecture categories. Their question slides hold copies of demo bank questions; the
// system's atoms lecture also holds an area opening one and a slide playing a system bank's game.
import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { cleanRich } from '../content/rich-text.ts';
import { bankQuestionsByIds } from '../question-bank/questions.ts';
import type { BankQuestion } from '../../../src/shared/question-bank.ts';
import type { GameBlock, LectureDeck, PlacedGame, QuestionBlock, SlideBlock } from '../../../src/shared/lecture.ts';
import type { GameContent } from '../../../src/shared/mini-game.ts';
import { deckColumns } from './deck.ts';
import { SCHOOL_LECTURES, type SeedBlock, type SeedLecture } from './seed-content.ts';
import { OTHER_LECTURES } from './seed-content-more.ts';

export const DEMO_LECTURES: SeedLecture[] = [...SCHOOL_LECTURES, ...OTHER_LECTURES];

export interface LectureSeed {
  schoolId: number;
  owners: Record<SeedLecture['owner'], number>;
  reviewerId: number;
}

/** The first bank question (not an exam's copy) with each prompt, by prompt. */
async function bankQuestions(db: Db, prompts: string[]): Promise<Map<string, BankQuestion>> {
  const rows = await db
    .select({ id: t.questions.id, text: sql<string>`${t.questions.content}->>'text'` })
    .from(t.questions)
    .where(and(isNotNull(t.questions.collectionId), isNull(t.questions.parentId), inArray(sql`${t.questions.content}->>'text'`, prompts)))
    .orderBy(t.questions.id);
  const first = new Map<string, number>();
  for (const r of rows) if (!first.has(r.text)) first.set(r.text, r.id);
  const byId = await bankQuestionsByIds(db, [...first.values()]);
  return new Map([...first].map(([text, id]) => [text, byId.get(id)!]));
}

/** The first bank game (not an exam's) with each title, by title. */
async function bankGames(db: Db, titles: string[]): Promise<Map<string, { id: number; game: PlacedGame }>> {
  if (!titles.length) return new Map();
  const rows = await db
    .select()
    .from(t.miniGames)
    .where(and(isNotNull(t.miniGames.collectionId), inArray(t.miniGames.title, titles)))
    .orderBy(t.miniGames.id);
  const byTitle = new Map<string, { id: number; game: PlacedGame }>();
  for (const r of rows) if (!byTitle.has(r.title)) byTitle.set(r.title, { id: r.id, game: { title: r.title, content: r.content as GameContent } });
  return byTitle;
}

interface Found {
  questions: Map<string, BankQuestion>;
  games: Map<string, { id: number; game: PlacedGame }>;
}

function questionTarget(prompt: string, found: Found): Omit<QuestionBlock, 'id' | 'rect'> {
  const question = found.questions.get(prompt);
  if (!question) throw new Error(`seed lecture: no bank question "${prompt}"`);
  return { type: 'question', questionId: question.id, question };
}

function gameTarget(title: string, found: Found): Omit<GameBlock, 'id' | 'rect'> {
  const game = found.games.get(title);
  if (!game) throw new Error(`seed lecture: no bank game "${title}"`);
  return { type: 'game', gameId: game.id, game: game.game };
}

function block(b: SeedBlock, found: Found): SlideBlock {
  const id = randomUUID();
  if ('question' in b) return { ...questionTarget(b.question, found), id, rect: b.rect };
  if ('game' in b) return { ...gameTarget(b.game, found), id, rect: b.rect };
  if ('area' in b) {
    const { opens } = b.area;
    const target = 'question' in opens ? questionTarget(opens.question, found) : gameTarget(opens.game, found);
    return { id, type: 'area', rect: b.rect, label: b.area.label, target };
  }
  const clean = cleanRich(b.html, 'seed')!;
  return { id, type: 'text', rect: b.rect, html: clean.html, text: clean.text };
}

const deckOf = (l: SeedLecture, found: Found): LectureDeck => ({
  slides: l.slides.map((s) => ({
    id: randomUUID(),
    background: s.background ?? '#ffffff',
    image: null,
    imageText: '',
    notes: s.notes ?? '',
    blocks: s.blocks.map((b) => block(b, found)),
  })),
});

async function categories(db: Db, schoolId: number): Promise<(schoolId: number | null, name: string) => number> {
  const made: { id: number; schoolId: number | null; name: string }[] = [];
  const add = async (owner: number | null, name: string, children: string[] = []) => {
    const [parent] = await db.insert(t.libraryCategories).values({ type: 'lecture', schoolId: owner, name }).returning();
    made.push(parent!);
    for (const [position, child] of children.entries()) {
      const [row] = await db.insert(t.libraryCategories).values({ type: 'lecture', schoolId: owner, name: child, parentId: parent!.id, position }).returning();
      made.push(row!);
    }
  };
  await add(schoolId, 'Tổ Ngoại ngữ', ['Bài học theo Unit', 'Ngữ pháp']);
  await add(schoolId, 'Tổ Khoa học tự nhiên');
  await add(schoolId, 'Tổ Toán – Tin');
  await add(null, 'Khoa học tự nhiên');
  await add(null, 'Toán');
  return (owner, name) => made.find((c) => c.schoolId === owner && c.name === name)!.id;
}

export async function seedLectures(db: Db, opts: LectureSeed): Promise<void> {
  const [subjects, grades, topics] = await Promise.all([db.select().from(t.subjects), db.select().from(t.grades), db.select().from(t.topics)]);
  const category = await categories(db, opts.schoolId);
  const blocks = DEMO_LECTURES.flatMap((l) => l.slides.flatMap((s) => s.blocks));
  const opened = blocks.flatMap((b) => ('area' in b ? [b.area.opens] : []));
  const prompts = [...blocks, ...opened].flatMap((b) => ('question' in b ? [b.question] : []));
  const titles = [...blocks, ...opened].flatMap((b) => ('game' in b ? [b.game] : []));
  const found: Found = { questions: await bankQuestions(db, prompts), games: await bankGames(db, titles) };
  for (const l of DEMO_LECTURES) {
    const schoolId = l.level === 'system' ? null : opts.schoolId;
    const status = l.status ?? 'approved';
    const reviewed = l.level === 'school' && status === 'approved' ? { reviewedBy: opts.reviewerId, reviewedAt: new Date() } : {};
    await db.insert(t.lectures).values({
      ...deckColumns(deckOf(l, found), l.title, l.summary),
      ...reviewed,
      title: l.title,
      summary: l.summary,
      schoolId,
      createdBy: opts.owners[l.owner],
      level: l.level,
      status,
      categoryId: l.category ? category(schoolId, l.category) : null,
      subjectId: l.subject ? subjects.find((s) => s.name === l.subject)!.id : null,
      gradeId: l.grade ? grades.find((g) => g.level === l.grade)!.id : null,
      topicId: l.topic ? topics.find((x) => x.name === l.topic)!.id : null,
    });
  }
}
