// The library figure of `npm run bench`: a teacher's question library holding 10,000 questions in 500 banks, listed a
// page of 12 at a time with the spec's filters and a search without diacritics, through the real app in-process
// (auth, validation, the list query) on the embedded database; and an import of a 1,000-question workbook, read and
// checked by the app's own import code, then saved through the API. Prints its figures as JSON on the last line.
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import * as t from '../../server/src/db/schema.ts';
import { startTestServer } from '../../server/src/test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE } from '../../server/src/seed.ts';
import { fold } from '../../src/shared/fold.ts';

const BANKS = 500;
const PER_BANK = 20;
const REQUESTS = 300;
const IMPORT_ROWS = 1000;

const TOPICS = ['Phương trình bậc nhất', 'Số hữu tỉ', 'Tam giác cân', 'Thì hiện tại đơn', 'Nguyên tử', 'Hàm số', 'Đường tròn', 'Phân số'];

const server = await startTestServer();
try {
  const [school] = await server.db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE));
  const [teacher] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO.teacher));
  const subjects = await server.db.select().from(t.subjects);
  const grades = await server.db.select().from(t.grades);
  const categories = await server.db
    .select()
    .from(t.libraryCategories)
    .where(and(eq(t.libraryCategories.type, 'question')));
  for (let b = 0; b < BANKS; b++) {
    const topic = TOPICS[b % TOPICS.length]!;
    const name = `${topic} – bộ ${b + 1}`;
    const [bank] = await server.db
      .insert(t.questionCollections)
      .values({
        schoolId: school!.id,
        ownerId: teacher!.id,
        level: 'personal',
        name,
        searchText: fold(name),
        subjectId: subjects[b % subjects.length]!.id,
        gradeId: grades[b % grades.length]!.id,
        categoryId: categories[b % categories.length]!.id,
        textbookSeriesId: (b % 17) + 1,
      })
      .returning({ id: t.questionCollections.id });
    await server.db.insert(t.questions).values(
      Array.from({ length: PER_BANK }, (_, i) => {
        const text = `Câu ${i + 1} về ${topic.toLowerCase()}: tính giá trị của biểu thức số ${b * PER_BANK + i}`;
        return {
          collectionId: bank!.id,
          position: i,
          questionType: 'singleChoice',
          content: {
            text,
            options: [
              { id: 'a', text: 'Một' },
              { id: 'b', text: 'Hai' },
            ],
          },
          answerKey: { type: 'singleChoice', optionId: 'a' },
          searchText: fold(text),
        };
      }),
    );
  }
  const token = await server.login(DEMO.teacher);
  const queries = [
    'name=phuong%20trinh',
    `subjectIds=${subjects[0]!.id}&gradeIds=${grades[0]!.id}`,
    `name=so%20huu%20ti&sort=name`,
    `categoryIds=${categories[0]!.id}&page=3`,
    `textbookIds=2&name=bieu%20thuc`,
    'name=nguyen%20tu&sort=oldest',
  ];
  const call = (q: string) => server.call('GET', `s/personal/question_collections?${q}`, { token, school: school!.id });
  for (const q of queries) {
    const res = await call(q);
    if (res.status !== 200) throw new Error(`${q}: HTTP ${res.status}`);
  }
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    await call(queries[i % queries.length]!);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;

  // An import of 1,000 questions: the workbook read and every row checked (the app's own code), then saved.
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Một lựa chọn');
  sheet.addRow([
    'Nội dung câu hỏi',
    'Đáp án A',
    'Đáp án B',
    'Đáp án C',
    'Đáp án D',
    'Đáp án E',
    'Đáp án F',
    'Đáp án G',
    'Đáp án H',
    'Đáp án đúng',
    'Mức độ',
    'Điểm',
    'Lời giải',
  ]);
  for (let i = 0; i < IMPORT_ROWS; i++)
    sheet.addRow([
      `Câu ${i + 1}: giá trị của ${i} + ${i} là bao nhiêu?`,
      String(2 * i),
      String(2 * i + 1),
      String(i),
      String(i + 2),
      '',
      '',
      '',
      '',
      'A',
      'Nhận biết',
      '0,5',
      'Cộng hai số.',
    ]);
  const file = (await book.xlsx.writeBuffer()) as ArrayBuffer;
  const { readWorkbook } = await import('../../src/features/question-bank/import/question-xlsx.ts');
  const { parseImport } = await import('../../src/features/question-bank/import/parse-import.ts');
  const r0 = performance.now();
  const parsed = parseImport(await readWorkbook(file), { tooMany: 'too many', empty: 'empty' });
  const readMs = performance.now() - r0;
  if (parsed.rows.length !== IMPORT_ROWS || parsed.rows.some((r) => !r.input)) throw new Error('import rows not all valid');
  const [target] = await server.db
    .insert(t.questionCollections)
    .values({ schoolId: school!.id, ownerId: teacher!.id, level: 'personal', name: 'Nhập 1000 câu', searchText: 'nhap 1000 cau' })
    .returning({ id: t.questionCollections.id });
  const s0 = performance.now();
  const saved = await server.call('POST', `s/personal/question_collections/${target!.id}/questions/import`, {
    token,
    school: school!.id,
    body: { questions: parsed.rows.map((r) => r.input) },
  });
  const saveMs = performance.now() - s0;
  if (saved.status !== 201) throw new Error(`import: HTTP ${saved.status}`);
  console.log(JSON.stringify({ questions: BANKS * PER_BANK, banks: BANKS, p50: at(50), p95: at(95), importRows: IMPORT_ROWS, readMs, saveMs }));
} finally {
  await server.close();
}
