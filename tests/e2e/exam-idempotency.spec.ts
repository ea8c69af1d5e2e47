// The same submission replayed several times is one submission (same submittedAt, one attempt in the
// teacher's list); the same Idempotency-Key with a different body is refused with 422 and the Vietnamese message.
import { test, expect } from './fixtures.ts';
import { randomUUID } from 'node:crypto';
import { apiLogin, headers, midtermOf, submitEssay, uiLogin } from './exam-api-helpers.ts';

const STUDENT = 'hs28@nguyendu.edu.vn';
const STUDENT_NAME = 'Ngô Tâm';
const TEACHER_A2 = 'gv.minh@nguyendu.edu.vn';

test('a submission replayed with its key is one submission; a different body under the key is refused', async ({ request, page }) => {
  const student = await apiLogin(request, STUDENT);
  const { groupId, examId, title, base } = await midtermOf(request, student, 'Lớp 7A2');
  const first = await submitEssay(request, student, base, 'Sports make me happy.');
  expect(first.response.status).toBe('submitted');
  const url = `${base}/${first.attempt.id}`;
  const put = (key: string, data: unknown) => request.put(url, { headers: headers(student, { 'Idempotency-Key': key }), data });

  // Replays, one after another and all at once, as a flaky network and several drainers would send them.
  const replays = [await put(first.key, first.body), await put(first.key, first.body)];
  replays.push(...(await Promise.all([1, 2, 3].map(() => put(first.key, first.body)))));
  for (const res of replays) {
    expect(res.status()).toBe(200);
    expect(res.headers()['idempotent-replayed']).toBe('true');
    const data = (await res.json()).data;
    expect(data).toMatchObject({ id: first.attempt.id, status: 'submitted', submittedAt: first.response.submittedAt });
  }

  // Same key, different body: 422 with the catalogue's message.
  const changed = { ...first.body, answers: first.body.answers.map((a) => ({ ...a, answer: { type: 'essay', text: 'Changed.' } })) };
  const mismatch = await put(first.key, changed);
  expect(mismatch.status()).toBe(422);
  const error = await mismatch.json();
  expect([error.message, ...(error.messages ?? [])]).toContain('Khoá yêu cầu đã được dùng cho một nội dung khác');

  // A second submission under a fresh key (another device) does not submit again either.
  const again = await put(randomUUID(), first.body);
  expect(again.status()).toBe(200);
  expect((await again.json()).data.submittedAt).toBe(first.response.submittedAt);

  // The stored answer is the first one, and the teacher sees one submitted attempt for the student.
  const result = (await (await request.get(`${url}/result`, { headers: headers(student) })).json()).data;
  const essay = result.fractions
    .flatMap((f: { questions: { id: number; answer: unknown }[] }) => f.questions)
    .find((q: { id: number }) => q.id === first.essay.id);
  expect(essay.answer).toEqual({ type: 'essay', text: 'Sports make me happy.' });
  expect(result.submittedAt).toBe(first.response.submittedAt);

  const teacher = await apiLogin(request, TEACHER_A2);
  const rows = (await (await request.get(`/api/s/school_groups/${groupId}/exams/${examId}/user_exams`, { headers: headers(teacher) })).json()).data as {
    student: { email: string };
    status: string;
    attempt: { id: number; submittedAt: string } | null;
  }[];
  const mine = rows.filter((r) => r.student.email === STUDENT);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ status: 'submitted', attempt: { id: first.attempt.id, submittedAt: first.response.submittedAt } });

  // And on the teacher's screen: one row for the student, submitted.
  await uiLogin(page, TEACHER_A2);
  await page.goto(`/${teacher.schoolId}/school-group/${groupId}/${examId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const studentRows = page.getByRole('row').filter({ hasText: STUDENT_NAME });
  await expect(studentRows).toHaveCount(1);
  await expect(studentRows).toContainText('Đã nộp');
});
