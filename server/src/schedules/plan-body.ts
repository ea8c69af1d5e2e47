// A plan's own fields: read beside the library item (decorate), and written from the editor's input, where every
// linked library item must be one the author may read (spec §2: pick from the libraries the author may read).
//
// A plan others read links only items every reader of its library can open: a school's plan, approved items of that
// school's library and the system's approved lectures and experiments (its teachers hold no grant on the rest of the
// system library); a system plan, system items. Sending a personal plan to the school is refused, naming
// the items that are the author's own, waiting for review or gone; every read tells each link's reach, so the editor
// and the plan page mark the links colleagues cannot open.
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import type { ContentType } from '../library/content-type.ts';
import { may, visibleWhere, type Scope } from '../library/scope.ts';
import { examType } from '../exam-library/exam-type.ts';
import { experimentType } from '../experiments/experiment-type.ts';
import { lectureType } from '../lectures/lecture-type.ts';
import { mediaType } from '../media/media-type.ts';
import { questionCollectionType } from '../question-bank/collection-type.ts';
import { fold } from '../../../src/shared/fold.ts';
import { LIBRARY_LEVELS, type LibraryItem } from '../../../src/shared/library.ts';
import {
  PLAN_LINK_LABELS,
  PLAN_LINKS_OPEN_FROM_SYSTEM,
  type LessonPlan,
  type PlanActivity,
  type PlanLink,
  type PlanLinkKind,
  type PlanLinkReach,
} from '../../../src/shared/lesson-plan.ts';
import type { LessonPlanFieldsInput } from '../../../src/shared/schemas/lesson-plan.ts';
import { MSG } from '../../../src/shared/messages.ts';

const LINKED: Record<PlanLinkKind, ContentType> = {
  lecture: lectureType,
  media: mediaType,
  question: questionCollectionType,
  exam: examType,
  experiment: experimentType,
};

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

interface LinkedRow {
  id: number;
  level: string;
  status: string;
  schoolId: number | null;
}

/** Each linked item as it is now (level, review status, school), by `${kind}:${id}`; a missing key is a deleted item. */
async function linkedRows(db: Queryable, links: Pick<PlanLink, 'kind' | 'id'>[]): Promise<Map<string, LinkedRow>> {
  const wanted = new Map<PlanLinkKind, Set<number>>();
  for (const l of links) wanted.set(l.kind, (wanted.get(l.kind) ?? new Set()).add(l.id));
  const rows = new Map<string, LinkedRow>();
  for (const [kind, ids] of wanted) {
    const type = LINKED[kind];
    const found = (await db
      .select({ id: type.cols.id, level: type.cols.level, status: type.cols.status, schoolId: type.cols.schoolId })
      .from(type.table)
      .where(inArray(type.cols.id, [...ids]))) as LinkedRow[];
    for (const f of found) rows.set(`${kind}:${f.id}`, f);
  }
  return rows;
}

/** Why a link of a school's plan does not open for its readers. */
function whyRestricted(row: LinkedRow | undefined): string {
  if (!row) return MSG.planLinkGone;
  if (row.level === 'personal') return MSG.planLinkPersonal;
  return row.level === 'system' && row.status === 'approved' ? MSG.planLinkSystem : MSG.planLinkNotApproved;
}

function reachOf(kind: PlanLinkKind, row: LinkedRow | undefined, schoolId: number | null): PlanLinkReach {
  if (!row) return 'gone';
  if (schoolId === null) return row.level === 'system' ? 'everyone' : 'restricted';
  if (row.level === 'system') return row.status === 'approved' && PLAN_LINKS_OPEN_FROM_SYSTEM.includes(kind) ? 'everyone' : 'restricted';
  return row.level === 'school' && row.schoolId === schoolId && row.status === 'approved' ? 'everyone' : 'restricted';
}

/** The links of a plan of `schoolId`'s library that its readers cannot open, each with why. */
export async function restrictedLinks(db: Queryable, schoolId: number | null, activities: Pick<PlanActivity, 'links'>[]) {
  const links = activities.flatMap((a) => a.links);
  const rows = await linkedRows(db, links);
  return links
    .map((link) => ({ link, row: rows.get(`${link.kind}:${link.id}`) }))
    .filter(({ link, row }) => reachOf(link.kind, row, schoolId) !== 'everyone')
    .map(({ link, row }) => ({ link, why: whyRestricted(row) }));
}

/** "Đồng nghiệp … không mở được …: Bài giảng “A” (thư viện cá nhân), …. Hãy chọn …": the items named, and what to do. */
export function restrictedMessage(found: { link: Pick<PlanLink, 'kind' | 'name'>; why: string }[]): string {
  const names = found.map(({ link, why }) => `${PLAN_LINK_LABELS[link.kind]} “${link.name}” (${why})`);
  return `${MSG.planLinksRestricted}: ${[...new Set(names)].join(', ')}. ${MSG.planLinksRestrictedHint}`;
}

/** A school plan's links must open for every reader of the school's plans: refused under the first activity with one. */
export async function checkSchoolLinks(db: Queryable, schoolId: number, input: Pick<LessonPlanFieldsInput, 'activities'>): Promise<void> {
  const found = await restrictedLinks(db, schoolId, input.activities);
  if (!found.length) return;
  const index = input.activities.findIndex((a) => a.links.some((l) => found.some((f) => f.link === l)));
  throw invalid({ [`activities.${index}.links`]: [restrictedMessage(found.filter((f) => input.activities[index]!.links.includes(f.link)))] });
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
  const linked = await linkedRows(
    db,
    rows.flatMap((r) => r.activities.flatMap((a) => a.links)),
  );
  return items.map((item) => {
    const { roleId, roleName, id: _id, activities, ...body } = byId.get(item.id)!;
    return {
      ...item,
      ...body,
      activities: activities.map((a) => ({
        ...a,
        links: a.links.map((l) => ({ ...l, reach: reachOf(l.kind, linked.get(`${l.kind}:${l.id}`), item.schoolId) })),
      })),
      readerRole: roleId === null ? null : { id: roleId, name: roleName ?? '' },
    };
  });
}
