// Demo question banks and library exams: the catalogues libraries filter by (suppliers, topics, categories of the
// system and the school), each teacher's own English bank, a mathematics bank, the school library with an approved
// bank and exam and one of each waiting for the principal's review, and a system bank and exam.
import type { Db } from '../db/client.ts';
import { ENGLISH_CROSSWORD, ENGLISH_MATCHING, MATH_MEMORY, MATH_ORDERING, SCIENCE_CROSSWORD, SCIENCE_MATCHING, seedGames } from './seed-games.ts';
import * as t from '../db/schema.ts';
import { fold } from '../../../src/shared/fold.ts';
import type { QuestionInput } from '../../../src/shared/schemas/question.ts';
import { eq } from 'drizzle-orm';
import { MIDTERM_EXAM, QUICK_EXAM, type SeedExam, type SeedQuestion } from '../exams/seed-content.ts';
import { insertExam } from '../exams/seed.ts';
import { MATH_QUESTIONS, SCIENCE_QUESTIONS } from './seed-content.ts';
import { insertQuestion } from './questions.ts';

const input = (q: SeedQuestion): QuestionInput =>
  ({
    questionType: q.type,
    content: q.content,
    answerKey: q.key ?? null,
    level: q.level ?? null,
    points: q.point,
    explanation: q.explanation ?? null,
    ...(q.subs ? { subQuestions: q.subs.map(input) } : {}),
  }) as QuestionInput;

export interface BankSeed {
  schoolId: number;
  teacherIds: number[];
  principalId: number;
}

export async function seedQuestionBanks(db: Db, opts: BankSeed): Promise<void> {
  const subjects = await db.select().from(t.subjects);
  const grades = await db.select().from(t.grades);
  const subject = (name: string) => subjects.find((s) => s.name === name)!.id;
  const grade = (level: number) => grades.find((g) => g.level === level)!.id;

  const suppliers = await db
    .insert(t.suppliers)
    .values(
      ['NXB Giáo dục Việt Nam', 'NXB Đại học Sư phạm', 'NXB Đại học Quốc gia Hà Nội', 'Pearson Việt Nam', 'Cambridge University Press'].map(
        (name, position) => ({
          name,
          position,
        }),
      ),
    )
    .returning();
  await db.insert(t.topics).values([
    { name: 'Thì hiện tại đơn', subjectId: subject('Tiếng Anh') },
    { name: 'Thì quá khứ đơn', subjectId: subject('Tiếng Anh') },
    { name: 'Du lịch và danh lam thắng cảnh', subjectId: subject('Tiếng Anh') },
    { name: 'Số hữu tỉ', subjectId: subject('Toán') },
    { name: 'Phương trình bậc nhất một ẩn', subjectId: subject('Toán') },
    { name: 'Tam giác', subjectId: subject('Toán') },
    { name: 'Nguyên tử và phân tử', subjectId: subject('Khoa học tự nhiên') },
  ]);
  const topics = await db.select().from(t.topics);
  const topic = (name: string) => topics.find((x) => x.name === name)!.id;

  const category = async (type: string, schoolId: number | null, name: string, children: string[]) => {
    const [parent] = await db.insert(t.libraryCategories).values({ type, schoolId, name }).returning();
    const kids = children.length
      ? await db
          .insert(t.libraryCategories)
          .values(children.map((child, position) => ({ type, schoolId, name: child, parentId: parent!.id, position })))
          .returning()
      : [];
    return { id: parent!.id, child: (n: string) => kids.find((k) => k.name === n)!.id };
  };
  const english = await category('question', null, 'Tiếng Anh', ['Ngữ pháp', 'Từ vựng', 'Đọc hiểu']);
  const math = await category('question', null, 'Toán', ['Đại số', 'Hình học']);
  const science = await category('question', null, 'Khoa học tự nhiên', ['Vật lí', 'Hoá học', 'Sinh học']);
  await category('exam', null, 'Kiểm tra thường xuyên', []);
  await category('exam', null, 'Kiểm tra giữa kì', []);
  await category('exam', null, 'Kiểm tra cuối kì', []);
  const review = await category('question', opts.schoolId, 'Tổ Ngoại ngữ', ['Ôn tập học kì I']);
  await category('question', opts.schoolId, 'Tổ Toán – Tin', []);

  const bank = async (
    values: Partial<typeof t.questionCollections.$inferInsert> & { name: string; ownerId: number | null },
    questions: SeedQuestion[],
  ): Promise<number> => {
    const [row] = await db
      .insert(t.questionCollections)
      .values({ schoolId: opts.schoolId, level: 'personal', ...values, searchText: fold(values.name) })
      .returning({ id: t.questionCollections.id });
    for (const [i, q] of questions.entries()) await insertQuestion(db, { collectionId: row!.id }, input(q), values.ownerId, i);
    return row!.id;
  };
  const englishQuestions = [...MIDTERM_EXAM.fractions, ...QUICK_EXAM.fractions].flatMap((f) => f.questions);
  const filedEnglish = { subjectId: subject('Tiếng Anh'), gradeId: grade(7), textbookSeriesId: 5, supplierId: suppliers[0]!.id };
  for (const teacherId of opts.teacherIds) {
    const englishBank = await bank(
      { name: 'Ngân hàng câu hỏi Tiếng Anh 7', ownerId: teacherId, categoryId: english.child('Ngữ pháp'), topicId: topic('Thì hiện tại đơn'), ...filedEnglish },
      englishQuestions,
    );
    await seedGames(db, { collectionId: englishBank }, [ENGLISH_MATCHING, ENGLISH_CROSSWORD], teacherId);
  }
  const [lan] = opts.teacherIds;
  const mathBank = await bank(
    {
      name: 'Toán 7 – Số hữu tỉ và phương trình',
      description: 'Câu hỏi luyện tập chương I và chương II, Toán 7 Kết nối tri thức.',
      ownerId: lan!,
      categoryId: math.child('Đại số'),
      subjectId: subject('Toán'),
      gradeId: grade(7),
      textbookSeriesId: 1,
      supplierId: suppliers[0]!.id,
      topicId: topic('Số hữu tỉ'),
    },
    MATH_QUESTIONS,
  );
  await seedGames(db, { collectionId: mathBank }, [MATH_ORDERING, MATH_MEMORY], lan!);
  const reviewBank = await bank(
    {
      name: 'Đề cương ôn tập Tiếng Anh 7 – Học kì I',
      description: 'Tổ Ngoại ngữ tổng hợp, dùng chung cho các lớp khối 7.',
      ownerId: opts.principalId,
      level: 'school',
      status: 'approved',
      reviewedBy: opts.principalId,
      reviewedAt: new Date(),
      categoryId: review.child('Ôn tập học kì I'),
      topicId: topic('Du lịch và danh lam thắng cảnh'),
      ...filedEnglish,
    },
    englishQuestions.slice(0, 6),
  );
  await seedGames(db, { collectionId: reviewBank }, [ENGLISH_MATCHING], opts.principalId);
  await bank(
    {
      name: 'Bài tập phương trình bậc nhất một ẩn',
      ownerId: lan!,
      level: 'school',
      status: 'pending',
      categoryId: math.child('Đại số'),
      subjectId: subject('Toán'),
      gradeId: grade(7),
      textbookSeriesId: 1,
      topicId: topic('Phương trình bậc nhất một ẩn'),
    },
    MATH_QUESTIONS.slice(2),
  );
  // The libraries' exams: the school's approved mid-term review and one gv.lan shared for review; a system exam.
  const examCategories = await db.select().from(t.libraryCategories).where(eq(t.libraryCategories.type, 'exam'));
  const examCategory = (name: string) => examCategories.find((c) => c.name === name)!.id;
  const libraryExam = async (exam: SeedExam, values: Partial<typeof t.exams.$inferInsert>) => {
    const id = await insertExam(db, opts.schoolId, values.createdBy ?? null, exam);
    await db.update(t.exams).set(values).where(eq(t.exams.id, id));
    return id;
  };
  await libraryExam(
    { ...MIDTERM_EXAM, title: 'Đề ôn tập giữa học kì I – Tiếng Anh 7 (tổ Ngoại ngữ)' },
    {
      createdBy: opts.principalId,
      level: 'school',
      status: 'approved',
      reviewedBy: opts.principalId,
      reviewedAt: new Date(),
      categoryId: examCategory('Kiểm tra giữa kì'),
      searchText: fold('Đề ôn tập giữa học kì I – Tiếng Anh 7 (tổ Ngoại ngữ)'),
      ...filedEnglish,
    },
  );
  await libraryExam(
    {
      title: 'Kiểm tra 15 phút – Số hữu tỉ',
      description: 'Gửi tổ Toán duyệt để dùng chung.',
      durationMinutes: 15,
      fractions: [{ title: 'Câu hỏi', questions: MATH_QUESTIONS.slice(0, 4) }],
    },
    {
      createdBy: lan!,
      level: 'school',
      status: 'pending',
      categoryId: examCategory('Kiểm tra thường xuyên'),
      searchText: fold('Kiểm tra 15 phút – Số hữu tỉ'),
      subjectId: subject('Toán'),
      gradeId: grade(7),
    },
  );
  const scienceExam = await libraryExam(
    {
      title: 'Đề kiểm tra Khoa học tự nhiên 7 – Nguyên tử',
      description: 'Đề mẫu của hệ thống.',
      durationMinutes: 45,
      fractions: [{ title: 'Phần I', questions: SCIENCE_QUESTIONS }],
    },
    {
      schoolId: null,
      level: 'system',
      categoryId: examCategory('Kiểm tra cuối kì'),
      searchText: fold('Đề kiểm tra Khoa học tự nhiên 7 – Nguyên tử'),
      subjectId: subject('Khoa học tự nhiên'),
      gradeId: grade(7),
    },
  );
  const scienceBank = await bank(
    {
      name: 'Khoa học tự nhiên 7 – Nguyên tử',
      description: 'Ngân hàng câu hỏi của hệ thống, biên soạn theo chương trình GDPT 2018.',
      ownerId: null,
      schoolId: null,
      level: 'system',
      categoryId: science.child('Hoá học'),
      subjectId: subject('Khoa học tự nhiên'),
      gradeId: grade(7),
      textbookSeriesId: 6,
      supplierId: suppliers[1]!.id,
      topicId: topic('Nguyên tử và phân tử'),
    },
    SCIENCE_QUESTIONS,
  );
  await seedGames(db, { collectionId: scienceBank }, [SCIENCE_MATCHING], null);
  await seedGames(db, { examId: scienceExam }, [SCIENCE_CROSSWORD], null);
}
