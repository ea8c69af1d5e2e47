// The areas being edited: a book's saved areas plus what the administrator has drawn, which may still lack a label
// or a target. Before saving they are checked here (every problem at once, by area), turned into what the server
// takes, and a refusal of the server (422 at `areas.<index>.<field>`) is put back onto the areas it names.
import { isApiError } from '@/lib/api-error.ts';
import { MSG } from '@/shared/messages.ts';
import type { AreaTarget, BookArea } from '@/shared/book.ts';
import type { BookAreasInput } from '@/shared/schemas/book.ts';
import { targetInput } from './target-kinds.ts';

/** An area as the editor holds it: a new one has no target until one is chosen. */
export type DraftArea = Omit<BookArea, 'target'> & { target: AreaTarget | null };

/** What is wrong with one area. */
export interface AreaProblems {
  label?: string;
  target?: string;
  /** Anything else the server said about it (off the book's pages, a duplicate id, …). */
  other?: string[];
}

export type ProblemMap = Record<string, AreaProblems>;

export const LABEL_MAX = 120;

export const AREA_MESSAGES = {
  labelRequired: MSG.bookAreaLabelRequired,
  labelTooLong: MSG.lectureAreaLabelTooLong,
  targetRequired: 'Vui lòng chọn học liệu hoặc câu hỏi mà vùng này mở ra',
} as const;

export function labelProblem(label: string): string | undefined {
  const trimmed = label.trim();
  if (!trimmed) return AREA_MESSAGES.labelRequired;
  if (trimmed.length > LABEL_MAX) return AREA_MESSAGES.labelTooLong;
  return undefined;
}

/** Every area that cannot be saved yet, by id; empty when all can. */
export function checkAreas(areas: readonly DraftArea[]): ProblemMap {
  const problems: ProblemMap = {};
  for (const a of areas) {
    const label = labelProblem(a.label);
    const target = a.target ? undefined : AREA_MESSAGES.targetRequired;
    if (label || target) problems[a.id] = { label, target };
  }
  return problems;
}

/** The request body; only for areas that passed checkAreas. */
export function areasInput(areas: readonly DraftArea[]): BookAreasInput {
  return {
    areas: areas.map((a) => {
      if (!a.target) throw new Error(`area ${a.id} has no target`);
      return { id: a.id, page: a.page, rect: a.rect, label: a.label.trim(), target: targetInput(a.target) };
    }),
  };
}

/** What the server would store for `areas`: two lists with the same key need no saving. */
export function areasKey(areas: readonly DraftArea[]): string {
  return JSON.stringify(areas.map((a) => [a.id, a.page, a.rect.x, a.rect.y, a.rect.w, a.rect.h, a.label.trim(), a.target ? targetInput(a.target) : null]));
}

const FIELD = /^areas\.(\d+)\.([\w.]+)$/;

/** A 422's field messages put on the areas that were sent (by position); null when the refusal names no area. */
export function serverProblems(error: unknown, sent: readonly DraftArea[]): ProblemMap | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const problems: ProblemMap = {};
  for (const [field, messages] of Object.entries(error.body?.errors ?? {})) {
    const match = FIELD.exec(field);
    const area = match ? sent[Number(match[1])] : undefined;
    if (!area || !messages.length) continue;
    const p = (problems[area.id] ??= {});
    const path = match![2]!;
    if (path === 'label') p.label = messages[0];
    else if (path.startsWith('target')) p.target = messages[0];
    else p.other = [...(p.other ?? []), ...messages];
  }
  return Object.keys(problems).length ? problems : null;
}
