// The school's people (spec §7 members): GET s/teachers and s/students, paginated (up to a page of 500, which the
// app renders virtualised), searchable without diacritics, filtered by group and state, sorted by a column, with
// their groups; and the statistics above each list.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { idString, paginated, query } from '../http/validate.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { DEFAULT_MEMBER_PAGE_SIZE, MAX_MEMBER_PAGE_SIZE, MEMBER_SEARCH_MAX, MEMBER_STATUSES, MEMBER_SORTS } from '../../../src/shared/member-list.ts';
import type { MemberKind } from '../../../src/shared/member.ts';
import { memberCount, memberGroups, memberRows } from './member-query.ts';
import { memberStatistics } from './member-statistics.ts';

const number = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, MSG.invalidInput), v.transform(Number), v.minValue(1, MSG.invalidInput), v.maxValue(max, MSG.invalidInput));

/** The list's query string; the export's parameters are the same filters (member-export.ts). */
const listQuery = v.object({
  page: v.optional(number(999_999), '1'),
  perPage: v.optional(number(MAX_MEMBER_PAGE_SIZE), String(DEFAULT_MEMBER_PAGE_SIZE)),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MEMBER_SEARCH_MAX, MSG.invalidInput))),
  group: v.optional(v.union([v.literal('none'), idString], MSG.invalidInput)),
  status: v.optional(v.picklist(MEMBER_STATUSES, MSG.invalidInput)),
  sort: v.optional(v.picklist(MEMBER_SORTS, MSG.invalidInput)),
});

async function listMembers(c: Context<AppEnv>, kind: MemberKind) {
  const q = query(c, listQuery);
  const { db } = c.get('deps');
  const { schoolId } = c.get('school');
  const filters = { name: q.name || undefined, group: q.group, status: q.status, sort: q.sort };
  const [rows, total] = await Promise.all([
    memberRows(db, schoolId, kind, filters, q.perPage, (q.page - 1) * q.perPage),
    memberCount(db, schoolId, kind, filters),
  ]);
  const groups = await memberGroups(
    db,
    schoolId,
    rows.map((r) => r.id),
  );
  const data = rows.map(({ birthday: _birthday, ...r }) => ({ ...r, isActive: Boolean(r.isActive), groups: groups.get(r.id) ?? [] }));
  return c.json(paginated(data, total, q.page, q.perPage));
}

const viewer = (kind: MemberKind) =>
  [requireAuth, requireSchool, requirePermission(kind === 'teacher' ? 'school_teacher.view' : 'school_student.view')] as const;

export const members = new Hono<AppEnv>()
  .get('/s/teachers', ...viewer('teacher'), (c) => listMembers(c, 'teacher'))
  .get('/s/students', ...viewer('student'), (c) => listMembers(c, 'student'))
  .get('/s/teachers/statistics', ...viewer('teacher'), async (c) =>
    c.json({ data: await memberStatistics(c.get('deps').db, c.get('school').schoolId, 'teacher') }),
  )
  .get('/s/students/statistics', ...viewer('student'), async (c) =>
    c.json({ data: await memberStatistics(c.get('deps').db, c.get('school').schoolId, 'student') }),
  );
