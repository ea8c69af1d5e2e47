// The exam results of one group as an Excel file, made in the background (a task, server/src/tasks): one row per
// student of the group with the attempt's state, score and times, in Vietnam time. The group's teachers and those
// who oversee the school's groups may start it, as they may see the results.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import * as t from '../db/schema.ts';
import { defineTaskKind } from '../tasks/task-kind.ts';
import { examOfGroup, teacherGroup } from './access.ts';
import { closeIfExpired, countedAttempts, groupOwn } from './attempts.ts';
import { groupStudents } from './listings.ts';
import { id } from '../../../src/shared/schemas/id.ts';
import { TASK_SUBJECT, type TaskParams } from '../../../src/shared/tasks.ts';

type Params = TaskParams['exam-results-export'];

const STATUS: Record<string, string> = {
  not_started: 'Chưa làm',
  in_progress: 'Đang làm',
  submitted: 'Đã nộp',
  auto_submitted: 'Tự động nộp khi hết giờ',
};

const vnTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const when = (d: Date | null) => (d ? vnTime.format(d) : '');

export const examResultsExport = defineTaskKind<Params>({
  name: 'exam-results-export',
  params: v.object({ groupId: id(), examId: id() }),
  async authorize(c, p) {
    await teacherGroup(c, p.groupId);
    await examOfGroup(c, p.examId, p.groupId);
    return { subject: TASK_SUBJECT['exam-results-export'](p) };
  },
  async run({ db, params, progress }) {
    const [[exam], [group], students] = await Promise.all([
      db.select({ title: t.exams.title }).from(t.exams).where(eq(t.exams.id, params.examId)),
      db.select({ name: t.schoolGroups.name }).from(t.schoolGroups).where(eq(t.schoolGroups.id, params.groupId)),
      groupStudents(db, params.groupId),
    ]);
    const rows = await db
      .select()
      .from(t.userExams)
      .where(and(eq(t.userExams.groupId, params.groupId), eq(t.userExams.examId, params.examId), groupOwn));
    // Attempts whose time ran out are closed (and graded) before anything is written down; a student's row is the
    // attempt that counts, beside how many they made.
    const all = await Promise.all(rows.map((r) => closeIfExpired(db, r)));
    const counted = countedAttempts(all);

    // Loaded for the export only: an idle server does not carry the spreadsheet library.
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    book.creator = 'Lớp học số';
    const sheet = book.addWorksheet('Kết quả');
    sheet.addRow([`${exam?.title ?? ''} – ${group?.name ?? ''}`]).font = { bold: true, size: 14 };
    sheet.addRow([`Xuất lúc ${when(new Date())}`]);
    sheet.addRow([]);
    const header = sheet.addRow([
      'STT',
      'Họ và tên',
      'Email',
      'Trạng thái',
      'Điểm',
      'Nộp muộn',
      'Đã chấm xong',
      'Bắt đầu',
      'Nộp bài',
      'Thời gian làm (phút)',
      'Số lần làm',
    ]);
    header.font = { bold: true };
    sheet.columns = [
      { width: 6 },
      { width: 28 },
      { width: 30 },
      { width: 24 },
      { width: 8 },
      { width: 10 },
      { width: 14 },
      { width: 18 },
      { width: 18 },
      { width: 20 },
      { width: 12 },
    ];
    sheet.views = [{ state: 'frozen', ySplit: 4 }];

    for (const [i, s] of students.entries()) {
      const a = counted.get(`${s.id}:${params.examId}`) ?? null;
      const closed = a && a.status !== 'in_progress';
      const minutes = closed && a.submittedAt ? Math.round((a.submittedAt.getTime() - a.createdAt.getTime()) / 6000) / 10 : null;
      sheet.addRow([
        i + 1,
        `${s.last_name} ${s.first_name}`.trim(),
        s.email,
        STATUS[a?.status ?? 'not_started'],
        closed ? a.score : null,
        closed ? (a.late ? 'Có' : 'Không') : '',
        closed ? (a.isFullyMarked ? 'Có' : 'Chưa') : '',
        when(a?.createdAt ?? null),
        when(closed ? a.submittedAt : null),
        minutes,
        all.filter((x) => x.userId === s.id).length,
      ]);
      await progress(((i + 1) / Math.max(students.length, 1)) * 90);
    }
    const body = new Uint8Array(await book.xlsx.writeBuffer());
    return {
      body,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: `Kết quả – ${exam?.title ?? 'bài thi'} – ${group?.name ?? ''}.xlsx`,
    };
  },
});
