// A plan's own fields: read beside the library item (decorate), and written from the editor's input, where every
// linked library item must be one the author may read (spec §2: pick from the libraries the author may read).
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import type { ContentType } from '../library/content-type.ts';
import { may, visibleWhere, type Scope } from '../library/scope.ts';
import { examType } from '../exam-library/exam-type.ts';
import { lectureType } from '../lectures/lecture-type.ts';
import { mediaType } from '../media/media-type.ts';
import { questionCollectionType } from '../question-bank/collection-type.ts';
import { fold } from '../../../src/shared/fold.ts';
import { LIBRARY_LEVELS, type LibraryItem } from '../../../src/shared/library.ts';
import type { LessonPlan, PlanLinkKind } from '../../../src/shared/lesson-plan.ts';
import type { LessonPlanFieldsInput } from '../../../src/shared/schemas/lesson-plan.ts';
import { MSG } from '../../../src/shared/messages.ts';

const LINKED: Record<PlanLinkKind, ContentType> = { lecture: lectureType, media: mediaType, question: questionCollectionType, exam: examType };

/** What the caller may read of a kind: each level they may view (a school's or their own library needs a school). */
function readable(type: ContentType, scope: Scope): SQL | null {
  const levels = LIBRARY_LEVELS.filter((level) => (level === 'system' || scope.schoolId !== null) && may(type, { ...scope, level }, 'view'));
  return levels.length ? or(...levels.map((level) => visibleWhere(type, { ...scope, level })))! : null;
}

/** Refuses links to items that are gone or that the author may not read: 422 under the first activity holding one. */
export async function checkLinks(db: Queryable, scope: Scope, input: LessonPlanFieldsInput): Promise<void> {
  const wanted = new Map<PlanLinkKind, Set<number>>();
  for (const a of input.activities) for (const l of a.links) wanted.set(l.kind, (wanted.get(l.kind) ?? new Set()).add(l.id));
  const readableIds = new Set<string>();
  for (const [kind, ids] of wanted) {
    const type = LINKED[kind];
    const where = readable(type, scope);
    if (!where) continue;
    const found = (await db
      .select({ id: type.cols.id })
      .from(type.table)
      .where(and(inArray(type.cols.id, [...ids]), where))) as { id: number }[];
    for (const f of found) readableIds.add(`${kind}:${f.id}`);
  }
  const bad = input.activities.findIndex((a) => a.links.some((l) => !readableIds.has(`${l.kind}:${l.id}`)));
  if (bad >= 0) throw invalid({ [`activities.${bad}.links`]: [MSG.planLinkUnavailable] });
}

/** The columns of the plan's own fields; the search also finds a plan by its lesson's name. */
export function planColumns(input: LessonPlanFieldsInput & { name: string }) {
  return {
    lessonName: input.lessonName,
    periods: input.periods,
    knowledge: input.knowledge,
    competences: input.competences,
    qualities: input.qualities,
    equipment: input.equipment,
    activities: input.activities,
    searchText: fold(`${input.name} ${input.lessonName}`),
  };
}

/** The plans' own fields added to library items about to be sent. */
export async function withPlanBodies(db: Queryable, items: LibraryItem[]): Promise<LessonPlan[]> {
  if (!items.length) return [];
  const rows = await db
    .select({
      id: t.schedules.id,
      lessonName: t.schedules.lessonName,
      periods: t.schedules.periods,
      knowledge: t.schedules.knowledge,
      competences: t.schedules.competences,
      qualities: t.schedules.qualities,
      equipment: t.schedules.equipment,
      activities: t.schedules.activities,
      roleId: t.schedules.readerRoleId,
      roleName: t.schoolRoles.name,
    })
    .from(t.schedules)
    .leftJoin(t.schoolRoles, eq(t.schoolRoles.id, t.schedules.readerRoleId))
    .where(
      inArray(
        t.schedules.id,
        items.map((i) => i.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return items.map((item) => {
    const { roleId, roleName, id: _id, ...body } = byId.get(item.id)!;
    return { ...item, ...body, readerRole: roleId === null ? null : { id: roleId, name: roleName ?? '' } };
  });
}
