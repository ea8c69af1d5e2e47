// The demo e-books' pictures, drawn as PDF vectors (so they stay sharp at any zoom and cost a few hundred bytes): the
// solar system, planet sizes, day and night, the Moon's phases, an eclipse and the Milky Way for the science book.
// The English and mathematics books' drawings are in seed-drawings-more.ts; all are named in DRAWINGS.
import { MORE_DRAWINGS } from './seed-drawings-more.ts';
import { label, type Draw } from './seed-draw-kit.ts';

const PLANETS: [string, string, number][] = [
  ['Sao Thuỷ', '#9ca3af', 3],
  ['Sao Kim', '#e9c46a', 4.5],
  ['Trái Đất', '#3b82f6', 5],
  ['Sao Hoả', '#e76f51', 4],
  ['Sao Mộc', '#d4a373', 11],
  ['Sao Thổ', '#e9d8a6', 9.5],
  ['Sao Thiên Vương', '#94d2bd', 7],
  ['Sao Hải Vương', '#5e60ce', 7],
];

const solarSystem: Draw = (doc, x, y, w, h) => {
  doc.save();
  doc.roundedRect(x, y, w, h, 8).clip();
  doc.rect(x, y, w, h).fill('#0b1d3a');
  const sy = y + h / 2;
  doc.circle(x - 10, sy, h * 0.42).fill('#f9b233');
  doc.circle(x - 10, sy, h * 0.34).fill('#fcd34d');
  PLANETS.forEach(([name, color, r], i) => {
    const px = x + h * 0.42 + 12 + ((w - h * 0.42 - 40) * (i + 0.5)) / PLANETS.length;
    doc.circle(px, sy, r).fill(color);
    if (name === 'Sao Thổ')
      doc
        .ellipse(px, sy, r + 6, 2.5)
        .lineWidth(1.2)
        .stroke('#f5e6b3');
    label(doc, name, px, i % 2 ? sy + 16 : sy - 26, 7, '#e5e7eb', 60);
  });
  doc.dash(2, { space: 3 });
  doc
    .moveTo(x + h * 0.42 + 10, y + h - 14)
    .lineTo(x + w - 14, y + h - 14)
    .lineWidth(0.6)
    .stroke('#94a3b8');
  doc.undash();
  label(doc, 'xa dần Mặt Trời →', x + w - 60, y + h - 26, 7, '#cbd5e1', 100);
  doc.restore();
};

/** Diameters relative to the Earth's, drawn to scale. */
const planetSizes: Draw = (doc, x, y, w, h) => {
  const sizes: [string, number, string][] = [
    ['Thuỷ', 0.38, '#9ca3af'],
    ['Kim', 0.95, '#e9c46a'],
    ['Trái Đất', 1, '#3b82f6'],
    ['Hoả', 0.53, '#e76f51'],
    ['Mộc', 11.2, '#d4a373'],
    ['Thổ', 9.45, '#e9d8a6'],
    ['Thiên Vương', 4, '#94d2bd'],
    ['Hải Vương', 3.88, '#5e60ce'],
  ];
  const unit = (h - 30) / 2 / 11.2;
  const base = y + h - 22;
  let cx = x + 8;
  for (const [name, d, color] of sizes) {
    const r = Math.max(1.5, d * unit);
    doc.circle(cx + r, base - r, r).fill(color);
    label(doc, name, cx + r, base + 6, 7, '#1f2933', 60);
    cx += 2 * r + Math.max(14, (w - 2 * unit * 33.3) / 8);
  }
};

const earthRotation: Draw = (doc, x, y, w, h) => {
  const cx = x + w * 0.62;
  const cy = y + h / 2;
  const r = h * 0.36;
  for (let i = 0; i < 5; i++) {
    const ry = y + 20 + (i * (h - 40)) / 4;
    doc
      .moveTo(x + 10, ry)
      .lineTo(cx - r - 14, ry)
      .lineWidth(1.2)
      .stroke('#f59e0b');
    doc
      .moveTo(cx - r - 14, ry)
      .lineTo(cx - r - 20, ry - 3)
      .lineTo(cx - r - 20, ry + 3)
      .fill('#f59e0b');
  }
  label(doc, 'Ánh sáng Mặt Trời', x + 60, y + 4, 8, '#b45309', 120);
  doc.circle(cx, cy, r).fill('#60a5fa');
  // The night half: the side facing away from the Sun.
  doc.save();
  doc.rect(cx, cy - r, r, 2 * r).clip();
  doc.circle(cx, cy, r).fill('#1e3a8a');
  doc.restore();
  doc
    .moveTo(cx - r * 0.45, cy + r * 1.15)
    .lineTo(cx + r * 0.45, cy - r * 1.15)
    .lineWidth(1)
    .stroke('#111827');
  label(doc, 'Ngày', cx - r / 2, cy - 4, 9, '#ffffff', 60);
  label(doc, 'Đêm', cx + r / 2, cy - 4, 9, '#ffffff', 60);
  label(doc, 'trục Trái Đất', cx + r * 0.6, cy - r * 1.25, 7.5, '#111827', 90);
  doc
    .moveTo(cx - r * 0.8, cy - r * 0.95)
    .bezierCurveTo(cx - r * 0.3, cy - r * 1.2, cx + r * 0.3, cy - r * 1.2, cx + r * 0.8, cy - r * 0.95)
    .lineWidth(1)
    .stroke('#059669');
  label(doc, 'Trái Đất tự quay từ tây sang đông', cx, cy + r + 8, 7.5, '#065f46', 200);
};

const moonPhases: Draw = (doc, x, y, w, h) => {
  const names = [
    'Trăng mới',
    'Lưỡi liềm đầu tháng',
    'Bán nguyệt đầu tháng',
    'Trăng khuyết',
    'Trăng tròn',
    'Trăng khuyết',
    'Bán nguyệt cuối tháng',
    'Lưỡi liềm cuối tháng',
  ];
  const step = w / names.length;
  const r = Math.min(step / 2 - 6, h / 3);
  names.forEach((name, i) => {
    const cx = x + step * (i + 0.5);
    const cy = y + h / 2 - 8;
    doc.circle(cx, cy, r).fill('#1f2937');
    // The lit part grows to full at i = 4, then shrinks on the other side.
    const lit = i <= 4 ? i / 4 : (8 - i) / 4;
    if (lit > 0) {
      doc.save();
      doc.rect(i <= 4 ? cx + r - 2 * r * lit : cx - r, cy - r, 2 * r * lit, 2 * r).clip();
      doc.circle(cx, cy, r).fill('#fde68a');
      doc.restore();
    }
    label(doc, name, cx, cy + r + 6, 6.5, '#1f2933', step - 2);
  });
};

const eclipse: Draw = (doc, x, y, w, h) => {
  const cy = y + h / 2;
  const sun = { x: x + h * 0.35, r: h * 0.35 };
  const moon = { x: x + w * 0.58, r: 6 };
  const earth = { x: x + w - 40, r: 22 };
  doc.circle(sun.x, cy, sun.r).fill('#f9b233');
  doc
    .polygon([sun.x, cy - sun.r], [earth.x, cy - 10], [earth.x, cy + 10], [sun.x, cy + sun.r])
    .fillOpacity(0.15)
    .fill('#f59e0b');
  doc.fillOpacity(1);
  doc.polygon([moon.x, cy - moon.r], [earth.x - earth.r + 4, cy - 3], [earth.x - earth.r + 4, cy + 3], [moon.x, cy + moon.r]).fill('#374151');
  doc.circle(moon.x, cy, moon.r).fill('#9ca3af');
  doc.circle(earth.x, cy, earth.r).fill('#3b82f6');
  label(doc, 'Mặt Trời', sun.x, cy + sun.r + 4, 8);
  label(doc, 'Mặt Trăng', moon.x, cy + 14, 8);
  label(doc, 'Trái Đất', earth.x, cy + earth.r + 4, 8);
  label(doc, 'vùng bóng tối', (moon.x + earth.x) / 2, cy - 22, 7, '#374151', 90);
};

const milkyWay: Draw = (doc, x, y, w, h) => {
  doc.roundedRect(x, y, w, h, 8).fill('#0f172a');
  const cx = x + w / 2;
  const cy = y + h / 2;
  doc
    .ellipse(cx, cy, w * 0.38, h * 0.2)
    .fillOpacity(0.35)
    .fill('#c4b5fd');
  doc
    .ellipse(cx, cy, w * 0.2, h * 0.1)
    .fillOpacity(0.6)
    .fill('#e9d5ff');
  doc.fillOpacity(1);
  // Stars at fixed places: the same drawing every seed.
  for (let i = 0; i < 90; i++) {
    const sx = x + 8 + ((i * 73) % 97) * ((w - 16) / 97);
    const sy = y + 8 + ((i * 41) % 89) * ((h - 16) / 89);
    doc.circle(sx, sy, i % 7 === 0 ? 1.3 : 0.6).fill('#f8fafc');
  }
  doc.circle(cx + w * 0.2, cy + h * 0.05, 2.5).fill('#fbbf24');
  label(doc, 'Hệ Mặt Trời ở đây', cx + w * 0.2, cy + h * 0.05 + 6, 7, '#fde68a', 100);
};

export const DRAWINGS = { solarSystem, planetSizes, earthRotation, moonPhases, eclipse, milkyWay, ...MORE_DRAWINGS } satisfies Record<string, Draw>;
export type DrawingName = keyof typeof DRAWINGS;
