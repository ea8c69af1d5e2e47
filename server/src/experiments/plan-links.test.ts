// Experiments linked from a lesson plan's activities: a teacher links an experiment she may open, the plan reads the
// link back with its reach, a colleague opens the experiment of an approved school plan, and the Word download names
// it under the activity; an experiment she may not open is refused like any other link.
import { afterAll, beforeAll, expect, it } from 'vitest';
import JSZip from 'jszip';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import { demoSchoolId } from '../speech/test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { Experiment } from '../../../src/shared/experiments.ts';
import type { LessonPlan } from '../../../src/shared/lesson-plan.ts';

let server: TestServer;
let school = 0;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  school = await demoSchoolId(server);
  for (const [who, email] of Object.entries({ lan: DEMO.teacher, minh: DEMO.teacher2, principal: DEMO.principal })) tokens[who] = await server.login(email);
});
afterAll(() => server.close());

const call = (who: string, method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens[who], school, body });

async function experiment(who: string, name: string): Promise<Experiment> {
  const form = new FormData();
  form.set('file', new File([`<!doctype html><title>${name}</title>`], 'tn.html'));
  const up = await server.app.request('/api/experiment_packages', {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[who]}`, 'x-school-id': String(school) },
    body: form,
  });
  const packageId = ((await up.json()) as { data: { id: number } }).data.id;
  const made = await call(who, 'POST', 's/personal/experiments', { name, packageId });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return made.json.data as Experiment;
}

const plan = (link: { id: number; name: string }) => ({
  name: 'Sự rơi tự do',
  lessonName: 'Bài 5. Sự rơi',
  periods: 1,
  knowledge: 'Rơi tự do.',
  competences: 'Quan sát.',
  qualities: 'Trung thực.',
  equipment: 'Máy chiếu.',
  activities: [
    { title: 'Khám phá', goal: 'Quan sát', content: 'Mô phỏng', product: 'Nhận xét', organization: 'Nhóm', links: [{ kind: 'experiment', ...link }] },
  ],
});

it('links an experiment the author opens, reads it back, opens it for colleagues once approved, and lists it in the Word file', async () => {
  const own = await experiment('lan', 'Rơi tự do');
  const shared = await call('lan', 'POST', `s/personal/experiments/${own.id}/share_to_school`);
  const schoolItem = shared.json.data.id as number;
  expect((await call('principal', 'POST', 's/experiments/approve', { ids: [schoolItem] })).status).toBe(200);

  const created = await call('lan', 'POST', 's/personal/schedules', plan({ id: schoolItem, name: 'Rơi tự do' }));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const p = created.json.data as LessonPlan;
  expect(p.activities[0]!.links).toEqual([{ kind: 'experiment', id: schoolItem, name: 'Rơi tự do', reach: 'everyone' }]);
  // What the plan page's "Mở" asks for, as a colleague.
  const opened = await call('minh', 'GET', `s/readable_experiments/${schoolItem}`);
  expect(opened.json.data).toMatchObject({ name: 'Rơi tự do', runUrl: own.runUrl });

  const res = await server.app.request(`/api/s/personal/schedules/${p.id}/download`, {
    headers: { authorization: `Bearer ${tokens.lan}`, 'x-school-id': String(school) },
  });
  expect(res.status).toBe(200);
  const xml = await (await JSZip.loadAsync(await res.arrayBuffer())).file('word/document.xml')!.async('string');
  expect(xml).toContain('Thí nghiệm ảo: Rơi tự do');
});

it('refuses a link to an experiment the author may not open', async () => {
  const theirs = await experiment('minh', 'Của thầy Minh');
  const res = await call('lan', 'POST', 's/personal/schedules', plan({ id: theirs.id, name: 'Của thầy Minh' }));
  expect(res.status).toBe(422);
  expect(res.json.errors['activities.0.links']).toEqual([MSG.planLinkUnavailable]);
});
