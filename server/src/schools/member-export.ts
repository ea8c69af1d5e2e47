// The school's teachers or students as an Excel file, made in the background (a task, server/src/tasks; spec §4
// "report exports run as a task"): the rows of the list as filtered and sorted on screen, in the import template's
// columns where they are the same field (so the school can edit the file and import it again), a phone as 4-3-3, a
// birthday as dd/MM/yyyy. Written with ExcelJS's streaming writer, a few hundred rows at a time, straight into the
// file store: a school of thousands never sits in memory as one workbook. Whoever may read the list may export it.
import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';
import { defineTaskKind, TaskFailure } from '../tasks/task-kind.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';
import { id } from '../../../src/shared/schemas/id.ts';
import { GENDERS, SCHOOL_POSITIONS } from '../../../src/shared/constants.ts';
import { MEMBER_EXPORT_COLUMNS, MEMBER_SEARCH_MAX, MEMBER_STATUSES, MEMBER_SORTS, type MemberFilters } from '../../../src/shared/member-list.ts';
import type { MemberKind } from '../../../src/shared/member.ts';
import { TASK_SUBJECT, type TaskParams } from '../../../src/shared/tasks.ts';
import { formatPhone } from '../../../src/lib/format.ts';
import { SERVER_MSG } from '../messages.ts';
import { memberCount, memberGroups, memberRows } from './member-query.ts';

type Params = TaskParams['member-export'];

/** Rows read and written at a time: what the export holds in memory besides the writer's own buffers. */
export const EXPORT_BATCH = 500;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PEOPLE: Record<MemberKind, string> = { student: 'học sinh', teacher: 'giáo viên' };
const GENDER_LABEL = new Map<number, string>(GENDERS.map((g) => [g.value, g.label]));
const POSITION_LABEL = new Map<string, string>(SCHOOL_POSITIONS.map((p) => [p.value, p.label]));
const STATUS_LABEL = { active: 'Đang hoạt động', inactive: 'Đã khoá' } as const;

const vnTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** yyyy-MM-dd (as stored) → dd/MM/yyyy, the form the import reads back. */
const dayText = (value: string | null) => {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
};

/** Characters a file name cannot hold on the usual systems. */
const safeName = (text: string) => text.replace(/[\\/:*?"<>|]+/g, ' ').trim();

async function groupName(db: Db, schoolId: number, groupId: number | 'none' | undefined): Promise<string | null> {
  if (groupId === undefined) return null;
  if (groupId === 'none') return 'Chưa vào nhóm';
  const [g] = await db
    .select({ name: t.schoolGroups.name })
    .from(t.schoolGroups)
    .where(and(eq(t.schoolGroups.id, groupId), eq(t.schoolGroups.schoolId, schoolId)));
  return g?.name ?? null;
}

export const memberExport = defineTaskKind<Params>({
  name: 'member-export',
  params: v.object({
    kind: v.picklist(['teacher', 'student']),
    name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MEMBER_SEARCH_MAX))),
    group: v.optional(v.union([v.literal('none'), id()])),
    status: v.optional(v.picklist(MEMBER_STATUSES)),
    sort: v.optional(v.picklist(MEMBER_SORTS)),
  }) as v.GenericSchema<unknown, Params>,
  async authorize(c, p) {
    if (!hasPermission(c.get('grants'), p.kind === 'teacher' ? 'school_teacher.view' : 'school_student.view')) throw forbidden();
    return { subject: TASK_SUBJECT['member-export'](p) };
  },
  async run({ db, params, schoolId, progress }) {
    // A task is started inside a school (POST s/tasks needs X-SCHOOL-ID): its rows come from that school only.
    if (schoolId === null) throw new TaskFailure(SERVER_MSG.taskFailed, 'member export without a school');
    const { kind, ...rest } = params;
    const filters: MemberFilters = { ...rest, name: rest.name || undefined };
    const [[school], group, total] = await Promise.all([
      db.select({ name: t.schools.name }).from(t.schools).where(eq(t.schools.id, schoolId)),
      groupName(db, schoolId, filters.group),
      memberCount(db, schoolId, kind, filters),
    ]);

    // Loaded for the export only: an idle server does not carry the spreadsheet library.
    const { default: ExcelJS } = await import('exceljs');
    const out = new PassThrough();
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    book.creator = 'Lớp học số';
    const title = kind === 'student' ? 'Học sinh' : 'Giáo viên';
    const columns = MEMBER_EXPORT_COLUMNS[kind];

    const write = async () => {
      const sheet = book.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
      // Text columns stay text when the school edits them: a phone keeps its leading 0, a date its dd/MM/yyyy.
      sheet.columns = columns.map((col, i) => ({ header: col.title, key: `c${i}`, width: col.width, style: i === 0 ? {} : { numFmt: '@' } }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      let written = 0;
      // Until a short batch, not up to the count taken first: a member added meanwhile is not cut off the end.
      for (let offset = 0, more = true; more; offset += EXPORT_BATCH) {
        const rows = await memberRows(db, schoolId, kind, filters, EXPORT_BATCH, offset);
        more = rows.length === EXPORT_BATCH;
        const groups = await memberGroups(
          db,
          schoolId,
          rows.map((r) => r.id),
        );
        for (const r of rows) {
          const names = (groups.get(r.id) ?? []).map((g) => g.name).join(', ');
          written += 1;
          sheet
            .addRow([
              written,
              r.last_name,
              r.first_name,
              r.email,
              formatPhone(r.phone),
              r.gender === null ? '' : (GENDER_LABEL.get(r.gender) ?? ''),
              dayText(r.birthday),
              ...(kind === 'teacher' ? [POSITION_LABEL.get(r.position) ?? r.position, names] : [names]),
              r.isActive ? STATUS_LABEL.active : STATUS_LABEL.inactive,
            ])
            .commit();
        }
        await progress((written / Math.max(total, written, 1)) * 95);
      }
      sheet.commit();

      // What the file holds, on a sheet of its own: the first sheet stays a plain table the import can read.
      const about = book.addWorksheet('Thông tin');
      about.columns = [{ width: 22 }, { width: 60 }];
      [
        ['Trường', school?.name ?? ''],
        ['Danh sách', title],
        ['Tìm theo', filters.name ?? ''],
        [kind === 'student' ? 'Lớp' : 'Nhóm', group ?? 'Tất cả'],
        ['Trạng thái', filters.status ? STATUS_LABEL[filters.status] : 'Tất cả'],
        ['Số dòng', written],
        ['Xuất lúc', vnTime.format(new Date())],
      ].forEach((row) => about.addRow(row).commit());
      about.commit();
      await book.commit();
    };
    // The writer fills the stream while the file store reads it; a failure ends the stream with the error, which
    // fails the store's write and so the task (the queue tries it again).
    write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));

    const parts = [`Danh sách ${PEOPLE[kind]}`, school?.name, group, filters.status ? STATUS_LABEL[filters.status] : null].filter(Boolean);
    return { body: out, contentType: XLSX, fileName: `${safeName(parts.join(' – '))}.xlsx` };
  },
});
