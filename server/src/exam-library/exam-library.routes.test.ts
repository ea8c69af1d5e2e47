// Teachers as exam authors through the API: an exam's settings and parts (questions copied from banks or written in
// place), its preview without answer keys, giving it to a group whose students then take it, and the exams that must
// not change or go away because students took them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examClient, examWorld, studentEmail, tokenFor, type ExamWorld } from '../exams/test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { EditableExam, LibraryExam } from '../../../src/shared/exam-library.ts';
import type { BankQuestion, QuestionCollection } from '../../../src/shared/question-bank.ts';
import type { UserExam } from '../../../src/shared/exam.ts';
import mammoth from 'mammoth';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let world: ExamWorld;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  for (const [key, email] of Object.entries({ teacher: DEMO.teacher, teacher2: DEMO.teacher2, principal: DEMO.principal, student: studentEmail(4) }))
    tokens[key] = await tokenFor(server, email);
});
afterAll(() => server.close());

const call = (who: string, method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens[who], school: world.schoolId, body });
const essay = (text: string) => ({ questionType: 'essay', content: { text }, points: 2 });

async function bankQuestions(who: string, name: string): Promise<BankQuestion[]> {
  const banks = (await call(who, 'GET', 's/personal/question_collections')).json.data as QuestionCollection[];
  const bank = banks.find((b) => b.name === name)!;
  return (await call(who, 'GET', `s/personal/question_collections/${bank.id}/questions`)).json.data;
}

async function newExam(who: string, title: string, minutes = 15): Promise<LibraryExam> {
  const res = await call(who, 'POST', 's/personal/exams', { name: title, durationMinutes: minutes });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data;
}

describe('the personal exam library', () => {
  it('lists the teacher’s exams with their questions, points and groups', async () => {
    const res = await call('teacher', 'GET', 's/personal/exams?sort=name');
    expect(res.status).toBe(200);
    const midterm = (res.json.data as LibraryExam[]).find((e) => e.name.startsWith('Kiểm tra giữa học kì I'))!;
    expect(midterm).toMatchObject({ level: 'personal', durationMinutes: 45, totalPoints: 10, givenCount: 1 });
    expect(midterm.questionCount).toBeGreaterThan(5);
    expect((await call('teacher2', 'GET', `s/personal/exams/${midterm.id}`)).status).toBe(404);
    expect((await call('student', 'GET', 's/personal/exams')).status).toBe(403);
  });

  it('refuses an exam without a title or with a duration out of range, saying why', async () => {
    const res = await call('teacher', 'POST', 's/personal/exams', { name: '', durationMinutes: 0 });
    expect(res.status).toBe(422);
    expect(res.json.errors.name).toEqual([MSG.libraryNameRequired]);
    expect(res.json.errors.durationMinutes).toEqual([MSG.examDurationInvalid]);
  });
});

describe('an exam’s parts', () => {
  it('holds copies of bank questions and questions written in place, with their points', async () => {
    const exam = await newExam('teacher', 'Kiểm tra 15 phút – Số hữu tỉ');
    const [first, second] = await bankQuestions('teacher', 'Toán 7 – Số hữu tỉ và phương trình');
    const saved = await call('teacher', 'PUT', `s/personal/exams/${exam.id}/structure`, {
      fractions: [
        {
          title: 'Phần I. Trắc nghiệm',
          questions: [
            { source: 'bank', id: first!.id, points: 3 },
            { source: 'bank', id: second!.id },
          ],
        },
        { title: 'Phần II. Tự luận', questions: [{ source: 'new', question: essay('Trình bày cách so sánh hai số hữu tỉ.'), points: 5 }] },
      ],
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const parts = (saved.json.data as EditableExam).fractions;
    expect(parts.map((p) => [p.title, p.questions.map((q) => q.allocatedPoint)])).toEqual([
      ['Phần I. Trắc nghiệm', [3, second!.points]],
      ['Phần II. Tự luận', [5]],
    ]);
    // Copies: the exam's question is not the bank's, and editing the bank later changes nothing here.
    expect(parts[0]!.questions[0]!.id).not.toBe(first!.id);
    expect(parts[0]!.questions[0]!.answerKey).toEqual(first!.answerKey);
    const listed = (await call('teacher', 'GET', `s/personal/exams/${exam.id}`)).json.data as LibraryExam;
    expect(listed).toMatchObject({ questionCount: 3, totalPoints: 3 + second!.points + 5 });

    // Saving again keeps, rewrites and drops the exam's own questions.
    const [part1, part2] = parts;
    const again = await call('teacher', 'PUT', `s/personal/exams/${exam.id}/structure`, {
      fractions: [
        {
          title: 'Đề gồm một phần',
          questions: [
            { source: 'exam', id: part2!.questions[0]!.id, question: essay('So sánh −2/3 và −3/4.'), points: 4 },
            { source: 'exam', id: part1!.questions[0]!.id, points: 6 },
          ],
        },
      ],
    });
    const one = (again.json.data as EditableExam).fractions;
    expect(one).toHaveLength(1);
    expect(one[0]!.questions.map((q) => [q.content.text, q.allocatedPoint])).toEqual([
      ['So sánh −2/3 và −3/4.', 4],
      [first!.content.text, 6],
    ]);

    // The preview is what a student sees: no answer keys.
    const preview = await call('teacher', 'GET', `s/personal/exams/${exam.id}/preview`);
    expect(preview.json.data).toMatchObject({ title: 'Kiểm tra 15 phút – Số hữu tỉ', duration: 900, totalPoints: 10 });
    expect(JSON.stringify(preview.json.data)).not.toContain('answerKey');
  });

  it('prints as a Word document: the questions without answers, then the key and points on a page of their own', async () => {
    const exam = await newExam('teacher', 'Đề in cho lớp', 45);
    const [first] = await bankQuestions('teacher', 'Toán 7 – Số hữu tỉ và phương trình');
    await call('teacher', 'PUT', `s/personal/exams/${exam.id}/structure`, {
      fractions: [
        { title: 'Phần I. Trắc nghiệm', questions: [{ source: 'bank', id: first!.id, points: 4 }] },
        { title: 'Phần II. Tự luận', questions: [{ source: 'new', question: essay('Giải phương trình 2x = 6.'), points: 6 }] },
      ],
    });
    const res = await server.app.request(`/api/s/personal/exams/${exam.id}/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.teacher}`, 'x-school-id': String(world.schoolId) },
    });
    expect(res.status).toBe(200);
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(await res.arrayBuffer()) }, { styleMap: ['u => u'] });
    const [paper, key] = html.split('ĐÁP ÁN VÀ HƯỚNG DẪN CHẤM');
    expect(paper).toContain('ĐỀ IN CHO LỚP');
    expect(paper).toContain('Thời gian làm bài: 45 phút · Tổng điểm: 10');
    expect(paper).toContain(`<strong>Câu 1 (4 điểm): </strong>${first!.content.text}`);
    expect(paper).toContain('<strong>Câu 2 (6 điểm): </strong>Giải phương trình 2x = 6.');
    expect(paper).not.toContain('<u>');
    const correct = first!.content.options!.findIndex((o) => o.id === (first!.answerKey as { optionId: string }).optionId);
    expect(key).toContain(
      `<td><p><strong>Câu</strong></p></td><td><p><strong>1</strong></p></td></tr><tr><td><p><strong>Đáp án</strong></p></td><td><p>${'ABCD'[correct]}</p></td>`,
    );
    // Not for a colleague, nor for a student.
    expect((await call('teacher2', 'POST', `s/personal/exams/${exam.id}/download`)).status).toBe(404);
    expect((await call('student', 'POST', `s/personal/exams/${exam.id}/download`)).status).toBe(403);
  });

  it('refuses questions from a colleague’s bank, parts without questions and ids that are not the exam’s', async () => {
    const exam = await newExam('teacher', 'Đề thử');
    const theirs = await bankQuestions('teacher2', 'Ngân hàng câu hỏi Tiếng Anh 7');
    const foreign = await call('teacher', 'PUT', `s/personal/exams/${exam.id}/structure`, {
      fractions: [{ title: 'P1', questions: [{ source: 'bank', id: theirs[0]!.id }] }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.json.messages).toEqual([MSG.examQuestionMissing]);
    const empty = await call('teacher', 'PUT', `s/personal/exams/${exam.id}/structure`, { fractions: [{ title: 'P1', questions: [] }] });
    expect(empty.json.messages).toEqual([MSG.examPartsRequired]);
    const notOurs = await call('teacher', 'PUT', `s/personal/exams/${exam.id}/structure`, {
      fractions: [{ title: 'P1', questions: [{ source: 'exam', id: 1 }] }],
    });
    expect(notOurs.json.messages).toEqual([MSG.examQuestionMissing]);
    const noAnswer = await call('teacher', 'PUT', `s/personal/exams/${exam.id}/structure`, {
      fractions: [{ title: 'P1', questions: [{ source: 'new', question: { questionType: 'textAnswer', content: { text: 'Hỏi?' } } }] }],
    });
    expect(noAnswer.json.messages).toContain(MSG.questionCorrectRequired);
  });

  it('locks the questions of an exam students have taken, and keeps it from being deleted; a copy is free', async () => {
    const taken = world.exams.a1.past!;
    const structure = (await call('teacher', 'GET', `s/personal/exams/${taken}/structure`)).json.data as EditableExam;
    expect(structure.locked).toBe(true);
    const refused = await call('teacher', 'PUT', `s/personal/exams/${taken}/structure`, {
      fractions: [{ title: 'P', questions: [{ source: 'exam', id: structure.fractions[0]!.questions[0]!.id }] }],
    });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(MSG.examLocked);
    const deleted = await call('teacher', 'DELETE', `s/personal/exams/${taken}`);
    expect(deleted.status).toBe(422);
    expect(deleted.json.message).toBe(SERVER_MSG.examInUse);

    const copy = await call('teacher', 'POST', `s/personal/exams/${taken}/copy`);
    expect(copy.status).toBe(201);
    const copied = (await call('teacher', 'GET', `s/personal/exams/${copy.json.data.id}/structure`)).json.data as EditableExam;
    expect(copied.locked).toBe(false);
    expect(copied.fractions.map((f) => f.questions.length)).toEqual(structure.fractions.map((f) => f.questions.length));
    expect(copied.fractions[0]!.questions[0]!.id).not.toBe(structure.fractions[0]!.questions[0]!.id);
    expect((await call('teacher', 'DELETE', `s/personal/exams/${copy.json.data.id}`)).status).toBe(200);
  });
});

describe('giving an exam to a group', () => {
  it('puts it in the group, where its students take it', async () => {
    const exam = await newExam('teacher', 'Kiểm tra nhanh – Tam giác', 10);
    const empty = await call('teacher', 'POST', `s/school_groups/${world.groups.a1}/exams`, { examId: exam.id });
    expect(empty.json.messages).toEqual([MSG.examPartsRequired]);
    await call('teacher', 'PUT', `s/personal/exams/${exam.id}/structure`, {
      fractions: [{ title: 'Câu hỏi', questions: [{ source: 'new', question: essay('Vẽ một tam giác vuông cân.') }] }],
    });
    const closesAt = new Date(Date.now() + 86_400_000).toISOString();
    const given = await call('teacher', 'POST', `s/school_groups/${world.groups.a1}/exams`, { examId: exam.id, closesAt });
    expect(given.status).toBe(201);
    const twice = await call('teacher', 'POST', `s/school_groups/${world.groups.a1}/exams`, { examId: exam.id });
    expect(twice.json.messages).toEqual([SERVER_MSG.examAlreadyGiven]);

    const groupExams = await call('teacher', 'GET', `s/school_groups/${world.groups.a1}/exams`);
    expect(groupExams.json.data.map((e: { title: string }) => e.title)).toContain('Kiểm tra nhanh – Tam giác');
    const started = await examClient(server, world, tokens.student!, world.groups.a1, exam.id).start();
    expect(started.status).toBe(200);
    const attempt = started.json.data as UserExam;
    expect(attempt.fractions[0]!.questions[0]!.content.text).toBe('Vẽ một tam giác vuông cân.');
    // Taken, its questions are locked.
    expect((await call('teacher', 'GET', `s/personal/exams/${exam.id}/structure`)).json.data.locked).toBe(true);
  });

  it('only by a teacher of the group, and only exams that are hers or approved in the school', async () => {
    const mine = await newExam('teacher', 'Của cô Lan');
    await call('teacher', 'PUT', `s/personal/exams/${mine.id}/structure`, {
      fractions: [{ title: 'P', questions: [{ source: 'new', question: essay('Câu hỏi') }] }],
    });
    expect((await call('teacher', 'POST', `s/school_groups/${world.groups.a2}/exams`, { examId: mine.id })).status).toBe(403);
    const refused = await call('teacher2', 'POST', `s/school_groups/${world.groups.a2}/exams`, { examId: mine.id });
    expect(refused.json.messages).toEqual([SERVER_MSG.examNotGivable]);
    expect((await call('student', 'POST', `s/school_groups/${world.groups.a1}/exams`, { examId: mine.id })).status).toBe(403);
  });
});
