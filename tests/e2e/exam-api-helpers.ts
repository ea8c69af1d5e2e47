// Browser-test helpers that drive the real exam API with Playwright's request fixture: a student's login, the demo
// group and exam ids, starting and submitting an attempt, and reading results back as student or teacher.
import { expect, type APIRequestContext, type Page } from './fixtures.ts';
import { randomUUID } from 'node:crypto';

export const PASSWORD = 'Hoc@2026';
export const TEACHER = 'gv.lan@nguyendu.edu.vn';
export const SCHOOL = 'Trường THCS Nguyễn Du';

export interface ApiUser {
  token: string;
  schoolId: number;
}

interface Question {
  id: number;
  questionType: string;
  content: { text: string };
  subQuestions?: Question[];
}
export interface StartedAttempt {
  id: number;
  fractions: { questions: Question[] }[];
}

export async function apiLogin(request: APIRequestContext, email: string): Promise<ApiUser> {
  const res = await request.post('/api/sessions', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const data = (await res.json()).data as { accessToken: string; userSchools: { school: { id: number; name: string } }[] };
  const school = data.userSchools.find((s) => s.school.name === SCHOOL)!;
  return { token: data.accessToken, schoolId: school.school.id };
}

export const headers = (u: ApiUser, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${u.token}`,
  'X-SCHOOL-ID': String(u.schoolId),
  ...extra,
});

/** The student's group by name and the exams given to it. */
export async function groupExamsOf(request: APIRequestContext, student: ApiUser, groupName: string) {
  const groups = (await (await request.get('/api/s/personal/learning_groups', { headers: headers(student) })).json()).data as { id: number; name: string }[];
  const groupId = groups.find((g) => g.name === groupName)!.id;
  const exams = (await (await request.get(`/api/s/personal/learning_groups/${groupId}/exams`, { headers: headers(student) })).json()).data as {
    id: number;
    title: string;
    duration: number;
    closesAt: string | null;
  }[];
  return { groupId, exams };
}

/** The student's group by name and its 45-minute mid-term (every question type). */
export async function midtermOf(request: APIRequestContext, student: ApiUser, groupName: string) {
  const { groupId, exams } = await groupExamsOf(request, student, groupName);
  const exam = exams.find((e) => e.duration === 45 * 60)!;
  return { groupId, examId: exam.id, title: exam.title, base: `/api/s/personal/learning_groups/${groupId}/exams/${exam.id}/perform` };
}

export const questionsOf = (a: StartedAttempt) => a.fractions.flatMap((f) => f.questions.flatMap((q) => q.subQuestions ?? [q]));

/** Starts (or resumes) the attempt and submits an essay answer; returns the attempt and the submission's response. */
export async function submitEssay(request: APIRequestContext, student: ApiUser, base: string, text: string) {
  const attempt = (await (await request.post(`${base}/new`, { headers: headers(student) })).json()).data as StartedAttempt;
  const essay = questionsOf(attempt).find((q) => q.questionType === 'essay')!;
  const body = { answers: [{ questionId: essay.id, answer: { type: 'essay', text }, clientUpdatedAt: new Date().toISOString() }], submit: true };
  const key = randomUUID();
  const res = await request.put(`${base}/${attempt.id}`, { headers: headers(student, { 'Idempotency-Key': key }), data: body });
  expect(res.status()).toBe(200);
  return { attempt, essay, body, key, response: (await res.json()).data as { submittedAt: string; status: string } };
}

export const QUIZ = 'Kiểm tra nhanh 3 phút';

/**
 * The student takes the 3-minute quiz of the group through the API: the first question answered with option
 * `choice` ('b' is right, 4 points), the second with `capital` ('Tokyo' is right, 3 points) when given.
 */
export async function submitQuiz(request: APIRequestContext, student: ApiUser, groupName: string, choice: string, capital?: string) {
  const { groupId, exams } = await groupExamsOf(request, student, groupName);
  const quiz = exams.find((e) => e.title === QUIZ)!;
  const base = `/api/s/personal/learning_groups/${groupId}/exams/${quiz.id}/perform`;
  const attempt = (await (await request.post(`${base}/new`, { headers: headers(student) })).json()).data as StartedAttempt;
  const q = (text: string) => questionsOf(attempt).find((x) => x.content.text.includes(text))!.id;
  const at = new Date().toISOString();
  const answers: { questionId: number; answer: Record<string, string>; clientUpdatedAt: string }[] = [
    { questionId: q('2 + 3'), answer: { type: 'singleChoice', optionId: choice }, clientUpdatedAt: at },
  ];
  if (capital) answers.push({ questionId: q('Nhật Bản'), answer: { type: 'textAnswer', text: capital }, clientUpdatedAt: at });
  const res = await request.put(`${base}/${attempt.id}`, { headers: headers(student, { 'Idempotency-Key': randomUUID() }), data: { submit: true, answers } });
  expect(res.status()).toBe(200);
  return { groupId, quiz, attempt };
}

/** Signs in through the login screen and opens the school. */
export async function uiLogin(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expectSignedIn(page);
}

/**
 * The first signed-in screen has shown: the overview (several schools or none) or the school the user lands in (one
 * school, or the one last opened on this device).
 */
export async function expectSignedIn(page: Page) {
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}
