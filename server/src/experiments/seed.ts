// The demo experiment (after the database seed, once file storage is open): a small simple-pendulum simulation written
// for the demo, as a single page, in the system library under a system category of experiments.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Storage } from '../platform/storage/index.ts';
import { fold } from '../../../src/shared/fold.ts';
import { DEMO } from '../seed.ts';
import { storePackage } from './store.ts';

export const DEMO_EXPERIMENT = 'Con lắc đơn';

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
}
