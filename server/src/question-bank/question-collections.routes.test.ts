// The question-bank libraries through the API: each level sees what it should, filters and unaccented search, questions
// of every type validated against their answer keys, review, share, transfer and copy across roles, and nothing
// across schools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, demoCallers } from '../exams/test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { QuestionCollection, BankQuestion } from '../../../src/shared/question-bank.ts';
import { DOCX_TYPE, type LibraryCategory } from '../../../src/shared/library.ts';
import mammoth from 'mammoth';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let schoolId: number;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  ({ tokens, schoolId } = await demoCallers(server));
});
afterAll(() => server.close());

type Who = 'teacher' | 'teacher2' | 'principal' | 'student' | 'systemAdmin' | 'schoolAdmin';
const call = (who: Who, method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens[who], school: schoolId, body });
const names = (res: { json: { data: QuestionCollection[] } }) => res.json.data.map((c) => c.name);

const choice = (text: string, correct = 'b') => ({
  questionType: 'singleChoice',
  content: {
    text,
    options: [
      { id: 'a', text: 'Một' },
      { id: 'b', text: 'Hai' },
    ],
  },
  answerKey: { type: 'singleChoice', optionId: correct },
  level: 'recognition',
  points: 0.5,
});

async function newBank(who: Who, name: string, level: 's/personal' | 's' = 's/personal'): Promise<QuestionCollection> {
  const res = await call(who, 'POST', `${level}/question_collections`, { name });
  expect(res.status).toBe(201);
  return res.json.data;
}

describe('personal question banks', () => {
  it('lists only the teacher’s own banks, with their question counts', async () => {
    const res = await call('teacher', 'GET', 's/personal/question_collections?sort=name');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Ngân hàng câu hỏi Tiếng Anh 7', 'Toán 7 – Số hữu tỉ và phương trình']);
    expect(res.json.data[1]).toMatchObject({
      level: 'personal',
      status: 'approved',
      questionCount: 5,
      isActive: true,
      subject: { name: 'Toán' },
      grade: { name: 'Khối 7' },
    });
    expect(res.json.pagination).toEqual({ total: 2, page: 1, perPage: 12 });
    expect(names(await call('teacher2', 'GET', 's/personal/question_collections'))).toEqual(['Ngân hàng câu hỏi Tiếng Anh 7']);
  });

  it('finds banks by name or question text typed without diacritics, and by filters', async () => {
    expect(names(await call('teacher', 'GET', 's/personal/question_collections?name=so%20huu%20ti'))).toEqual(['Toán 7 – Số hữu tỉ và phương trình']);
    // "phương trình 2x − 6" is a question of the mathematics bank, not its name.
    expect(names(await call('teacher', 'GET', 's/personal/question_collections?name=NGHIEM%20cua%20phuong%20trinh'))).toEqual([
      'Toán 7 – Số hữu tỉ và phương trình',
    ]);
    expect(names(await call('teacher', 'GET', 's/personal/question_collections?name=100%25'))).toEqual([]);
    const banks = (await call('teacher', 'GET', 's/personal/question_collections')).json.data as QuestionCollection[];
    const math = banks.find((b) => b.subject?.name === 'Toán')!;
    expect(names(await call('teacher', 'GET', `s/personal/question_collections?subjectIds=${math.subject!.id}`))).toEqual([math.name]);
    // A top-level category finds the banks filed under its children.
    const cats = (await call('teacher', 'GET', 's/selections/categories/question')).json.data as LibraryCategory[];
    const top = cats.find((c) => c.name === 'Toán')!;
    expect(names(await call('teacher', 'GET', `s/personal/question_collections?categoryIds=${top.id}`))).toEqual([math.name]);
    expect((await call('teacher', 'GET', 's/personal/question_collections?perPage=1&page=2')).json.data).toHaveLength(1);
    expect((await call('teacher', 'GET', 's/personal/question_collections?subjectIds=1;drop')).status).toBe(422);
  });

  it('creates a bank with a clear message for a missing name or a category of another type', async () => {
    const empty = await call('teacher', 'POST', 's/personal/question_collections', { name: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.name).toEqual([MSG.libraryNameRequired]);
    const examCats = (await call('teacher', 'GET', 's/selections/categories/exam')).json.data as LibraryCategory[];
    const wrong = await call('teacher', 'POST', 's/personal/question_collections', { name: 'Đề', categoryId: examCats[0]!.id });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.categoryId).toEqual([SERVER_MSG.libraryCategoryMissing]);
    const bank = await newBank('teacher', 'Ôn tập Unit 2');
    expect(bank).toMatchObject({ name: 'Ôn tập Unit 2', level: 'personal', owner: { fullName: 'Phạm Thị Lan' }, questionCount: 0 });
  });

  it('refuses students and other teachers’ banks', async () => {
    expect((await call('student', 'GET', 's/personal/question_collections')).status).toBe(403);
    const bank = await newBank('teacher', 'Riêng của cô Lan');
    expect((await call('teacher2', 'GET', `s/personal/question_collections/${bank.id}`)).status).toBe(404);
    expect((await call('teacher2', 'PATCH', `s/personal/question_collections/${bank.id}`, { name: 'Của tôi' })).status).toBe(404);
    expect((await call('teacher2', 'DELETE', `s/personal/question_collections/${bank.id}`)).status).toBe(404);
  });
});

describe('questions in a bank', () => {
  it('adds, edits, reorders and deletes questions of every type', async () => {
    const bank = await newBank('teacher', 'Đủ loại câu hỏi');
    const base = `s/personal/question_collections/${bank.id}/questions`;
    const bodies = [
      choice('1 + 1 = ?'),
      { ...choice('Chọn các số chẵn'), questionType: 'multipleChoice', answerKey: { type: 'multipleChoice', optionIds: ['b'] } },
      {
        questionType: 'fillInTheBlank',
        content: { text: 'Thủ đô của Pháp là {{}}, của Ý là {{}}.' },
        answerKey: { type: 'fillInTheBlank', blanks: [['Paris'], ['Rome', 'Roma']] },
      },
      { questionType: 'textAnswer', content: { text: 'Số nguyên tố nhỏ nhất?' }, answerKey: { type: 'textAnswer', accepted: ['2'] } },
      { questionType: 'essay', content: { text: 'Tả ngôi trường của em.' }, points: 3 },
      { questionType: 'speaking', content: { text: 'Đọc to câu sau', sentence: 'I love my school.' } },
      { questionType: 'leadingQuestion', content: { text: 'Đọc đoạn văn và trả lời.' }, subQuestions: [choice('Câu a'), choice('Câu b', 'a')] },
    ];
    const ids: number[] = [];
    for (const b of bodies) {
      const res = await call('teacher', 'POST', base, b);
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      ids.push(res.json.data.id);
    }
    const list = (await call('teacher', 'GET', base)).json.data as BankQuestion[];
    expect(list.map((q) => q.questionType)).toEqual(['singleChoice', 'multipleChoice', 'fillInTheBlank', 'textAnswer', 'essay', 'speaking', 'leadingQuestion']);
    expect(list[2]!.content.blankCount).toBe(2);
    expect(list[6]!.subQuestions!.map((s) => s.content.text)).toEqual(['Câu a', 'Câu b']);

    const edited = await call('teacher', 'PUT', `${base}/${ids[6]}`, { ...bodies[6], subQuestions: [choice('Chỉ còn một câu')] });
    expect(edited.status).toBe(200);
    expect(edited.json.data.subQuestions.map((s: BankQuestion) => s.content.text)).toEqual(['Chỉ còn một câu']);

    const reordered = await call('teacher', 'POST', `${base}/reorder`, { ids: [...ids].reverse() });
    expect(reordered.status).toBe(200);
    expect(reordered.json.data.map((q: BankQuestion) => q.id)).toEqual([...ids].reverse());
    expect((await call('teacher', 'POST', `${base}/reorder`, { ids: ids.slice(1) })).json.errors.ids).toEqual([SERVER_MSG.questionOrderMismatch]);

    expect((await call('teacher', 'DELETE', `${base}/${ids[0]}`)).status).toBe(200);
    const after = (await call('teacher', 'GET', `s/personal/question_collections/${bank.id}`)).json.data as QuestionCollection;
    expect(after.questionCount).toBe(6);
    // The bank is found by the text of its questions.
    expect(names(await call('teacher', 'GET', 's/personal/question_collections?name=so%20nguyen%20to'))).toEqual(['Đủ loại câu hỏi']);
  });

  it('refuses a question without a correct answer or with blanks and answers that do not match', async () => {
    const bank = await newBank('teacher', 'Câu hỏi lỗi');
    const base = `s/personal/question_collections/${bank.id}/questions`;
    const cases: [unknown, string][] = [
      [{ ...choice('Thiếu đáp án'), answerKey: undefined }, MSG.questionCorrectRequired],
      [choice('Đáp án không có', 'z'), MSG.questionCorrectRequired],
      [{ ...choice('Một đáp án'), content: { text: 'Một đáp án', options: [{ id: 'a', text: 'x' }] } }, MSG.questionOptionsCount],
      [
        { questionType: 'fillInTheBlank', content: { text: 'Không có chỗ trống' }, answerKey: { type: 'fillInTheBlank', blanks: [] } },
        MSG.questionBlanksMissing,
      ],
      [
        { questionType: 'fillInTheBlank', content: { text: '{{}} và {{}}' }, answerKey: { type: 'fillInTheBlank', blanks: [['a']] } },
        MSG.questionBlanksMismatch,
      ],
      [{ questionType: 'textAnswer', content: { text: 'Hỏi' }, answerKey: { type: 'textAnswer', accepted: [] } }, MSG.questionCorrectRequired],
      [{ questionType: 'leadingQuestion', content: { text: 'Nhóm' }, subQuestions: [] }, MSG.questionSubRequired],
      [{ ...choice(''), content: { text: '', options: [] } }, MSG.questionTextRequired],
    ];
    for (const [body, message] of cases) {
      const res = await call('teacher', 'POST', base, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.messages).toContain(message);
    }
    expect((await call('teacher', 'GET', base)).json.data).toEqual([]);
  });

  it('imports a sheet all or nothing: one bad question refuses every one, saying which', async () => {
    const bank = await newBank('teacher', 'Nhập từ Excel');
    const base = `s/personal/question_collections/${bank.id}/questions`;
    const bad = await call('teacher', 'POST', `${base}/import`, { questions: [choice('Câu một'), choice('Câu hai', 'z'), choice('Câu ba')] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors)[0]).toMatch(/^questions\.1/);
    expect((await call('teacher', 'GET', base)).json.data).toEqual([]);
    const good = await call('teacher', 'POST', `${base}/import`, { questions: [choice('Câu một'), choice('Câu hai'), choice('Câu ba')] });
    expect(good.status).toBe(201);
    expect(good.json.data.imported).toBe(3);
    expect(((await call('teacher', 'GET', base)).json.data as BankQuestion[]).map((q) => q.content.text)).toEqual(['Câu một', 'Câu hai', 'Câu ba']);
    const none = await call('teacher', 'POST', `${base}/import`, { questions: [] });
    expect(none.json.messages).toEqual([MSG.importEmpty]);
  });

  it('keeps markup as text: a script in a question is stored and returned as the characters typed', async () => {
    const bank = await newBank('teacher', '<img src=x onerror=alert(1)>');
    const res = await call('teacher', 'POST', `s/personal/question_collections/${bank.id}/questions`, choice('<script>alert(1)</script> javascript:alert(1)'));
    expect(res.json.data.content.text).toBe('<script>alert(1)</script> javascript:alert(1)');
  });
});

describe('rich question text', () => {
  const PAYLOAD =
    '<p>Tính <strong>x</strong> <span data-type="inline-math" data-latex="\\frac{1}{2}"></span></p><script>window.hacked=1</script>' +
    '<img src="x" onerror="window.hacked=1"><img src="javascript:alert(1)"><a href="javascript:alert(1)">bấm</a>' +
    '<p onclick="alert(1)" style="color:red">hết</p><iframe src="https://evil.test"></iframe><svg onload="alert(1)"></svg>';

  it('keeps only the allow-list in every rich field and rewrites each plain twin from what is left', async () => {
    const bank = await newBank('teacher', 'Câu hỏi có công thức');
    const q = choice('bị thay');
    const body = {
      ...q,
      content: { ...q.content, html: PAYLOAD, options: [{ id: 'a', text: 'Một', html: `<p><em>Một</em></p>${PAYLOAD}` }, q.content.options[1]] },
      explanation: 'x',
      explanationHtml: PAYLOAD,
    };
    const res = await call('teacher', 'POST', `s/personal/question_collections/${bank.id}/questions`, body);
    expect(res.status).toBe(201);
    const saved: BankQuestion = res.json.data;
    const clean = '<p>Tính <strong>x</strong> <span data-type="inline-math" data-latex="\\frac{1}{2}"></span></p>bấm<p>hết</p>';
    expect(saved.content.html).toBe(clean);
    expect(saved.content.text).toBe('Tính x $\\frac{1}{2}$\nbấm\nhết');
    expect(saved.content.options![0]).toEqual({ id: 'a', text: 'Một\nTính x $\\frac{1}{2}$\nbấm\nhết', html: `<p><em>Một</em></p>${clean}` });
    expect(saved.explanationHtml).toBe(clean);
    for (const html of [saved.content.html, saved.content.options![0]!.html, saved.explanationHtml])
      expect(html).not.toMatch(/script|onerror|onclick|javascript|iframe|svg|style=/i);
    // Found by the words of its formatted text, typed without diacritics.
    expect(names(await call('teacher', 'GET', 's/personal/question_collections?name=tinh%20x'))).toContain('Câu hỏi có công thức');
  });

  it('refuses a formula that does not parse, saying where, and saves nothing of the import', async () => {
    const bank = await newBank('teacher', 'Công thức sai');
    const bad = { ...choice('Sai'), content: { ...choice('Sai').content, html: '<p><span data-type="inline-math" data-latex="\\frac{1}{"></span></p>' } };
    const one = await call('teacher', 'POST', `s/personal/question_collections/${bank.id}/questions`, bad);
    expect(one.status).toBe(422);
    expect(Object.keys(one.json.errors)).toEqual(['content.html']);
    expect(one.json.message).toContain(MSG.formulaInvalid);
    const imported = await call('teacher', 'POST', `s/personal/question_collections/${bank.id}/questions/import`, { questions: [choice('Tốt'), bad] });
    expect(imported.status).toBe(422);
    expect(Object.keys(imported.json.errors)).toEqual(['questions.1.content.html']);
    expect((await call('teacher', 'GET', `s/personal/question_collections/${bank.id}/questions`)).json.data).toEqual([]);
    const empty = { ...choice('Trống'), content: { ...choice('Trống').content, html: '<p><span data-type="inline-math" data-latex=" "></span></p>' } };
    expect((await call('teacher', 'POST', `s/personal/question_collections/${bank.id}/questions`, empty)).json.errors).toEqual({
      'content.html': [MSG.formulaEmpty],
    });
  });
});

describe('downloads as Word', () => {
  it('writes a bank in the import layout, the answers underlined, for those who may read it', async () => {
    const bank = await newBank('teacher', 'Tải về Word');
    const q = choice('Số nào bằng hai?');
    await call('teacher', 'POST', `s/personal/question_collections/${bank.id}/questions`, {
      ...q,
      content: { ...q.content, html: '<p>Số nào bằng <strong>hai</strong> <span data-type="inline-math" data-latex="\\sqrt{4}"></span>?</p>' },
      explanation: 'Vì 1 + 1 = 2.',
    });
    const res = await server.app.request(`/api/s/personal/question_collections/${bank.id}/download`, {
      headers: { authorization: `Bearer ${tokens.teacher}`, 'x-school-id': String(schoolId) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DOCX_TYPE);
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Tải về Word.docx')}`);
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(await res.arrayBuffer()) }, { styleMap: ['u => u'] });
    expect(value).toContain('<strong>Câu 1: </strong>Số nào bằng <strong>hai</strong> $\\sqrt{4}$?');
    expect(value).toContain('<p><strong>A. </strong>Một</p><p><strong><u>B</u>. </strong>Hai</p>');
    expect(value).toContain('<strong>Lời giải: </strong>Vì 1 + 1 = 2.');
    expect(value).toContain('HẾT');
    expect((await call('teacher2', 'GET', `s/personal/question_collections/${bank.id}/download`)).status).toBe(404);
  });
});

describe('the school library and its review', () => {
  it('shows staff the approved banks and their own, and the reviewer every status', async () => {
    expect(names(await call('teacher', 'GET', 's/question_collections?sort=name'))).toEqual([
      'Bài tập phương trình bậc nhất một ẩn',
      'Đề cương ôn tập Tiếng Anh 7 – Học kì I',
    ]);
    expect(names(await call('teacher2', 'GET', 's/question_collections'))).toEqual(['Đề cương ôn tập Tiếng Anh 7 – Học kì I']);
    const principal = await call('principal', 'GET', 's/question_collections?status=pending');
    expect(names(principal)).toEqual(['Bài tập phương trình bậc nhất một ẩn']);
    expect(principal.json.reviewer).toBe(true);
    expect((await call('student', 'GET', 's/question_collections')).status).toBe(403);
  });

  it('lets only reviewers approve or reject, rejecting with a reason the author is told', async () => {
    const shared = await call('teacher', 'POST', `s/personal/question_collections/${(await newBank('teacher', 'Gửi duyệt')).id}/share_to_school`);
    expect(shared.status).toBe(201);
    const id = shared.json.data.id as number;
    expect((await call('teacher', 'GET', `s/question_collections/${id}`)).json.data).toMatchObject({ level: 'school', status: 'pending' });
    expect((await call('teacher', 'POST', 's/question_collections/approve', { ids: [id] })).status).toBe(403);
    const noReason = await call('principal', 'POST', 's/question_collections/reject', { ids: [id] });
    expect(noReason.json.errors.reason).toEqual([MSG.libraryRejectReasonRequired]);
    expect((await call('principal', 'POST', 's/question_collections/reject', { ids: [id], reason: 'Thiếu lời giải' })).json.data.changed).toBe(1);
    expect((await call('teacher', 'GET', `s/question_collections/${id}`)).json.data).toMatchObject({ status: 'rejected', reviewReason: 'Thiếu lời giải' });
    const notes = await call('teacher', 'GET', 'notification/user/page?page=1&size=50&type=WEB');
    const note = notes.json.data.result.find((n: { metadata: string }) => JSON.parse(n.metadata).itemId === id);
    expect(JSON.parse(note.metadata)).toMatchObject({ type: 'library', kind: 'question', level: 'school', params: ['Gửi duyệt', 'Thiếu lời giải'] });
    // Rejected, the author may still edit it; the edit sends it back to review.
    expect((await call('teacher', 'PATCH', `s/question_collections/${id}`, { name: 'Gửi duyệt (đã sửa)' })).json.data.status).toBe('pending');
    await call('principal', 'POST', 's/question_collections/approve', { ids: [id] });
    expect((await call('teacher2', 'GET', `s/question_collections/${id}`)).json.data.status).toBe('approved');
    // Approved, only those with the permission change it.
    expect((await call('teacher', 'PATCH', `s/question_collections/${id}`, { name: 'Đổi tên' })).status).toBe(403);
    await call('principal', 'POST', 's/question_collections/pending', { ids: [id] });
    expect((await call('teacher2', 'GET', `s/question_collections/${id}`)).status).toBe(404);
  });

  it('copies a school bank, with its questions, into the teacher’s own library', async () => {
    const school = (await call('teacher2', 'GET', 's/question_collections')).json.data as QuestionCollection[];
    const source = school.find((b) => b.name.startsWith('Đề cương'))!;
    const copy = await call('teacher2', 'POST', `s/question_collections/${source.id}/copy`);
    expect(copy.status).toBe(201);
    const mine = (await call('teacher2', 'GET', `s/personal/question_collections/${copy.json.data.id}`)).json.data as QuestionCollection;
    expect(mine).toMatchObject({ name: source.name, level: 'personal', questionCount: source.questionCount, owner: { fullName: 'Lê Văn Minh' } });
  });
});

describe('transfer and share between teachers', () => {
  it('transfers a bank to a colleague, who is told and then owns it', async () => {
    const bank = await newBank('teacher', 'Chuyển cho thầy Minh');
    await call('teacher', 'POST', `s/personal/question_collections/${bank.id}/questions`, choice('Câu chuyển'));
    const users = await server.call('GET', 's/teachers', { token: tokens.principal, school: schoolId });
    const minh = users.json.data.find((u: { email: string }) => u.email === DEMO.teacher2);
    expect((await call('teacher', 'POST', `s/personal/question_collections/${bank.id}/transfer/to/${minh.id}`)).status).toBe(200);
    expect((await call('teacher', 'GET', `s/personal/question_collections/${bank.id}`)).status).toBe(404);
    expect((await call('teacher2', 'GET', `s/personal/question_collections/${bank.id}`)).json.data).toMatchObject({ questionCount: 1 });
    const notes = await call('teacher2', 'GET', 'notification/user/page?page=1&size=50&type=WEB');
    expect(notes.json.data.result.some((n: { metadata: string }) => JSON.parse(n.metadata).params?.[1] === 'Chuyển cho thầy Minh')).toBe(true);
  });

  it('shares a copy with a colleague and refuses students, oneself and other schools', async () => {
    const bank = await newBank('teacher', 'Chia sẻ');
    const users = await server.call('GET', 's/teachers', { token: tokens.principal, school: schoolId });
    const minh = users.json.data.find((u: { email: string }) => u.email === DEMO.teacher2);
    const lan = users.json.data.find((u: { email: string }) => u.email === DEMO.teacher);
    const shared = await call('teacher', 'POST', `s/personal/question_collections/${bank.id}/share_to_user/${minh.id}`);
    expect(shared.status).toBe(201);
    expect((await call('teacher2', 'GET', `s/personal/question_collections/${shared.json.data.id}`)).json.data.name).toBe('Chia sẻ');
    expect((await call('teacher', 'GET', `s/personal/question_collections/${bank.id}`)).status).toBe(200);
    const students = await server.call('GET', 's/students', { token: tokens.principal, school: schoolId });
    const student = students.json.data[0];
    for (const target of [student.id, lan.id, 999_999]) {
      const res = await call('teacher', 'POST', `s/personal/question_collections/${bank.id}/share_to_user/${target}`);
      expect(res.status).toBe(422);
      expect(res.json.errors.userId).toEqual([SERVER_MSG.libraryTargetNotTeacher]);
    }
  });

  it('keeps each school’s library to itself', async () => {
    const bank = await newBank('teacher', 'Chỉ trường Nguyễn Du');
    // gv.lan is also a member of an expired school: that school answers 423, and an unknown one 403.
    const res = await server.call('GET', `s/personal/question_collections/${bank.id}`, { token: tokens.teacher, school: 999_999 });
    expect(res.status).toBe(403);
  });
});

describe('the system library and categories', () => {
  it('belongs to system administrators', async () => {
    const res = await server.call('GET', 'question_collections', { token: tokens.systemAdmin });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Khoa học tự nhiên 7 – Nguyên tử']);
    expect(res.json.data[0]).toMatchObject({ level: 'system', schoolId: null, questionCount: 4 });
    expect((await server.call('GET', 'question_collections', { token: tokens.teacher })).status).toBe(403);
    const created = await server.call('POST', 'question_collections', { token: tokens.systemAdmin, body: { name: 'Ngữ văn 6' } });
    expect(created.json.data).toMatchObject({ level: 'system', schoolId: null });
  });

  it('keeps category trees to two levels and refuses deleting a used category with the count', async () => {
    const admin = (method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens.systemAdmin, body });
    const top = await admin('POST', 'categories?type=question', { name: 'Tin học' });
    expect(top.status).toBe(201);
    const child = await admin('POST', 'categories?type=question', { name: 'Lập trình', parentId: top.json.data.id });
    expect(child.json.data.parentId).toBe(top.json.data.id);
    const deep = await admin('POST', 'categories?type=question', { name: 'Python', parentId: child.json.data.id });
    expect(deep.json.errors.parentId).toEqual([SERVER_MSG.categoryTooDeep]);
    const list = (await admin('GET', 'categories?type=question')).json.data as LibraryCategory[];
    const used = list.find((c) => c.name === 'Hoá học')!;
    expect(used.itemCount).toBe(1);
    const refused = await admin('DELETE', `categories/${used.parentId}`);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(SERVER_MSG.categoryInUse.replace('{}', '1'));
    expect((await admin('DELETE', `categories/${top.json.data.id}`)).status).toBe(200);
    expect((await server.call('POST', 'categories?type=question', { token: tokens.teacher, body: { name: 'x' } })).status).toBe(403);
  });

  it('lets the school’s reviewers keep their own categories beside the system’s', async () => {
    const res = await call('principal', 'POST', 's/categories?type=question', { name: 'Tổ Khoa học' });
    expect(res.status).toBe(201);
    expect(res.json.data.schoolId).toBe(schoolId);
    expect((await call('teacher', 'POST', 's/categories?type=question', { name: 'Của tôi' })).status).toBe(403);
    const options = (await call('teacher', 'GET', 's/selections/categories/question')).json.data as LibraryCategory[];
    expect(options.map((c) => c.name)).toEqual(expect.arrayContaining(['Tiếng Anh', 'Tổ Ngoại ngữ', 'Tổ Khoa học']));
  });
});
