// The demo experiments (after the database seed, once file storage is open): small simulations written for the demo,
// each a single page — a simple pendulum in the system library under a system category of experiments, and Ohm's law
// in the demo school's library, uploaded by a teacher and approved.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Storage } from '../platform/storage/index.ts';
import { fold } from '../../../src/shared/fold.ts';
import { DEMO, DEMO_SCHOOL_CODE } from '../seed.ts';
import { refreshUsedStorage } from '../uploads/quota.ts';
import { storePackage } from './store.ts';

export const DEMO_EXPERIMENT = 'Con lắc đơn';
export const DEMO_SCHOOL_EXPERIMENT = 'Định luật Ôm';

/** Draws a pendulum swinging with the period of its length (T = 2π√(l/g)); a slider changes the length. */
export const PENDULUM_HTML = `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Con lắc đơn</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; display: flex; flex-direction: column; align-items: center; }
  canvas { background: #fff; border: 1px solid #cbd5e1; border-radius: 8px; max-width: 100%; }
  label { display: flex; gap: 8px; align-items: center; margin: 12px; }
  output { font-variant-numeric: tabular-nums; }
</style>
</head>
<body>
<h1>Con lắc đơn</h1>
<canvas id="c" width="480" height="360" aria-label="Con lắc đơn đang dao động"></canvas>
<label>Chiều dài dây (m) <input id="l" type="range" min="0.2" max="2" step="0.1" value="1"> <output id="lv">1,0</output></label>
<p>Chu kì T = 2π√(l/g) ≈ <output id="t">2,01</output> s</p>
<script>
  const g = 9.81, amplitude = 0.35;
  const canvas = document.getElementById('c'), ctx = canvas.getContext('2d');
  const slider = document.getElementById('l');
  let length = Number(slider.value), start = performance.now();
  const vi = (n, d) => n.toFixed(d).replace('.', ',');
  function update() {
    length = Number(slider.value);
    start = performance.now();
    document.getElementById('lv').textContent = vi(length, 1);
    document.getElementById('t').textContent = vi(2 * Math.PI * Math.sqrt(length / g), 2);
  }
  slider.addEventListener('input', update);
  function frame(now) {
    const time = (now - start) / 1000;
    const angle = amplitude * Math.cos(Math.sqrt(g / length) * time);
    const ox = canvas.width / 2, oy = 20, r = 150 * length;
    const x = ox + r * Math.sin(angle), y = oy + r * Math.cos(angle);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#475569'; ctx.fillRect(ox - 60, oy - 6, 120, 6);
    ctx.strokeStyle = '#334155'; ctx.lineWidth = 2;
    ctx.beginPath(); ctx.moveTo(ox, oy); ctx.lineTo(x, y); ctx.stroke();
    ctx.fillStyle = '#2563eb'; ctx.beginPath(); ctx.arc(x, y, 16, 0, 2 * Math.PI); ctx.fill();
    requestAnimationFrame(frame);
  }
  update();
  requestAnimationFrame(frame);
</script>
</body>
</html>
`;

/** A resistor and a battery: the current I = U/R as a number and a bar, for the voltage and resistance chosen. */
export const OHM_HTML = `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Định luật Ôm</title>
<style>
  body { margin: 0; padding: 16px; font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; }
  label { display: flex; gap: 8px; align-items: center; margin: 12px 0; }
  .bar { height: 24px; background: #e2e8f0; border-radius: 6px; overflow: hidden; max-width: 480px; }
  .bar div { height: 100%; background: #16a34a; }
  output { font-variant-numeric: tabular-nums; }
</style>
</head>
<body>
<h1>Định luật Ôm</h1>
<label>Hiệu điện thế U (V) <input id="u" type="range" min="0" max="12" step="0.5" value="6"> <output id="uv">6,0</output></label>
<label>Điện trở R (Ω) <input id="r" type="range" min="1" max="24" step="1" value="12"> <output id="rv">12</output></label>
<p>Cường độ dòng điện I = U / R = <output id="i">0,50</output> A</p>
<div class="bar" aria-hidden="true"><div id="b"></div></div>
<script>
  const u = document.getElementById('u'), r = document.getElementById('r');
  const vi = (n, d) => n.toFixed(d).replace('.', ',');
  function update() {
    const current = Number(u.value) / Number(r.value);
    document.getElementById('uv').textContent = vi(Number(u.value), 1);
    document.getElementById('rv').textContent = r.value;
    document.getElementById('i').textContent = vi(current, 2);
    document.getElementById('b').style.width = Math.min(100, (current / 12) * 100) + '%';
  }
  u.addEventListener('input', update);
  r.addEventListener('input', update);
  update();
</script>
</body>
</html>
`;

export async function seedExperiments(db: Db, storage: Storage): Promise<void> {
  const [admin] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.systemAdmin));
  const [subject] = await db.select().from(t.subjects).where(eq(t.subjects.name, 'Khoa học tự nhiên'));
  const [category] = await db.insert(t.libraryCategories).values({ type: 'experiment', schoolId: null, name: 'Vật lí' }).returning();
  const pkg = await storePackage(db, storage, Buffer.from(PENDULUM_HTML), 'con-lac-don.html', { ownerId: admin!.id, schoolId: null });
  const description = 'Mô phỏng con lắc đơn: chu kì dao động phụ thuộc chiều dài dây.';
  await db.insert(t.experiments).values({
    schoolId: null,
    ownerId: admin!.id,
    name: DEMO_EXPERIMENT,
    description,
    instructions: 'Kéo thanh trượt để đổi chiều dài dây, quan sát con lắc và chu kì T tính theo công thức.',
    packageId: pkg.id,
    level: 'system',
    status: 'approved',
    categoryId: category!.id,
    subjectId: subject?.id ?? null,
    searchText: fold(`${DEMO_EXPERIMENT} ${description}`),
  });
  await seedSchoolExperiment(db, storage, category!.id, subject?.id ?? null);
}

/** Ohm's law in the demo school: a teacher's package, shared to the school and approved by the principal. */
async function seedSchoolExperiment(db: Db, storage: Storage, categoryId: number, subjectId: number | null): Promise<void> {
  const [school] = await db.select({ id: t.schools.id }).from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE));
  const people = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, [DEMO.teacher, DEMO.principal]));
  const id = (email: string) => people.find((p) => p.email === email)!.id;
  const [grade] = await db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.name, 'Khối 9'));
  const pkg = await storePackage(db, storage, Buffer.from(OHM_HTML), 'dinh-luat-om.html', { ownerId: id(DEMO.teacher), schoolId: school!.id });
  const description = 'Thay đổi hiệu điện thế và điện trở, quan sát cường độ dòng điện I = U/R.';
  await db.insert(t.experiments).values({
    schoolId: school!.id,
    ownerId: id(DEMO.teacher),
    name: DEMO_SCHOOL_EXPERIMENT,
    description,
    instructions: 'Kéo hai thanh trượt; ghi lại I với ba giá trị của R khi giữ nguyên U rồi nhận xét.',
    packageId: pkg.id,
    level: 'school',
    status: 'approved',
    reviewedBy: id(DEMO.principal),
    reviewedAt: new Date(),
    categoryId,
    subjectId,
    gradeId: grade?.id ?? null,
    searchText: fold(`${DEMO_SCHOOL_EXPERIMENT} ${description}`),
  });
  await refreshUsedStorage(db, id(DEMO.teacher));
}
