// The English and mathematics demo e-books' drawings, as PDF vectors: hobby pictures, two friends talking and a class
// survey chart; a number line, fraction bars and the number sets ℕ ⊂ ℤ ⊂ ℚ.
import { label, type Draw } from './seed-draw-kit.ts';

const hobbies: Draw = (doc, x, y, w, h) => {
  const cell = w / 4;
  const cy = y + h / 2 - 10;
  const items: [string, (cx: number) => void][] = [
    [
      'reading books',
      (cx) => {
        doc.rect(cx - 26, cy - 16, 25, 34).fill('#2563eb');
        doc.rect(cx + 1, cy - 16, 25, 34).fill('#60a5fa');
        for (let i = 0; i < 4; i++) doc.rect(cx + 5, cy - 9 + i * 7, 17, 1.5).fill('#ffffff');
      },
    ],
    [
      'playing the guitar',
      (cx) => {
        doc.circle(cx - 8, cy + 8, 14).fill('#b45309');
        doc.circle(cx + 6, cy - 2, 10).fill('#b45309');
        doc.circle(cx - 4, cy + 4, 4).fill('#451a03');
        doc.polygon([cx + 8, cy - 6], [cx + 13, cy - 9], [cx + 31, cy - 33], [cx + 26, cy - 36]).fill('#78350f');
      },
    ],
    [
      'taking photos',
      (cx) => {
        doc.roundedRect(cx - 26, cy - 14, 52, 34, 5).fill('#374151');
        doc.rect(cx - 10, cy - 20, 20, 7).fill('#374151');
        doc.circle(cx, cy + 3, 11).fill('#9ca3af');
        doc.circle(cx, cy + 3, 6).fill('#111827');
      },
    ],
    [
      'gardening',
      (cx) => {
        doc.polygon([cx - 18, cy + 4], [cx + 18, cy + 4], [cx + 12, cy + 26], [cx - 12, cy + 26]).fill('#c2410c');
        doc
          .moveTo(cx, cy + 4)
          .lineTo(cx, cy - 18)
          .lineWidth(2)
          .stroke('#15803d');
        doc.ellipse(cx - 9, cy - 8, 9, 4).fill('#22c55e');
        doc.ellipse(cx + 9, cy - 14, 9, 4).fill('#22c55e');
        doc.circle(cx, cy - 22, 5).fill('#f472b6');
      },
    ],
  ];
  items.forEach(([name, draw], i) => {
    const cx = x + cell * (i + 0.5);
    doc.roundedRect(cx - cell / 2 + 6, y, cell - 12, h, 8).fill('#eff6ff');
    draw(cx);
    label(doc, name, cx, y + h - 20, 9, '#1e3a8a', cell - 12);
  });
};

const friendsTalking: Draw = (doc, x, y, w, h) => {
  const person = (cx: number, shirt: string) => {
    doc.circle(cx, y + h - 62, 16).fill('#fcd9b6');
    doc.roundedRect(cx - 20, y + h - 44, 40, 44, 10).fill(shirt);
  };
  person(x + 50, '#ef4444');
  person(x + w - 50, '#10b981');
  const bubble = (bx: number, by: number, bw: number, text: string, tailX: number) => {
    doc.roundedRect(bx, by, bw, 36, 10).fill('#f3f4f6');
    doc.polygon([tailX - 6, by + 36], [tailX + 6, by + 36], [tailX, by + 48]).fill('#f3f4f6');
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#111827')
      .text(text, bx + 8, by + 7, { width: bw - 16, align: 'center' });
  };
  bubble(x + 20, y + 4, w / 2 - 10, 'What do you do in your free time, Nick?', x + 50);
  bubble(x + w / 2 - 10, y + 48, w / 2 - 10, 'I love making models. It’s fun!', x + w - 50);
};

const surveyChart: Draw = (doc, x, y, w, h) => {
  const data: [string, number][] = [
    ['gardening', 4],
    ['reading', 9],
    ['football', 12],
    ['drawing', 6],
    ['collecting', 3],
  ];
  const left = x + 34;
  const base = y + h - 24;
  const top = y + 10;
  doc
    .moveTo(left, top)
    .lineTo(left, base)
    .lineTo(x + w - 6, base)
    .lineWidth(1)
    .stroke('#374151');
  for (let v = 0; v <= 12; v += 4) {
    const ly = base - ((base - top) * v) / 12;
    label(doc, String(v), left - 14, ly - 4, 7.5, '#374151', 20);
    if (v)
      doc
        .moveTo(left, ly)
        .lineTo(x + w - 6, ly)
        .lineWidth(0.3)
        .stroke('#d1d5db');
  }
  const slot = (x + w - 6 - left) / data.length;
  data.forEach(([name, n], i) => {
    const bh = ((base - top) * n) / 12;
    doc.rect(left + slot * i + slot * 0.2, base - bh, slot * 0.6, bh).fill(i % 2 ? '#f97316' : '#2563eb');
    label(doc, name, left + slot * (i + 0.5), base + 6, 7.5, '#111827', slot);
  });
  label(doc, 'students', x + 12, top - 8, 7.5, '#374151', 40);
};

const numberLine: Draw = (doc, x, y, w, h) => {
  const cy = y + h / 2;
  const left = x + 20;
  const right = x + w - 20;
  const unit = (right - left) / 4;
  const at = (v: number) => left + (v + 2) * unit;
  doc
    .moveTo(left - 10, cy)
    .lineTo(right + 6, cy)
    .lineWidth(1.2)
    .stroke('#111827');
  doc.polygon([right + 12, cy], [right + 4, cy - 4], [right + 4, cy + 4]).fill('#111827');
  for (let v = -2; v <= 2; v += 0.5) {
    const whole = Number.isInteger(v);
    doc
      .moveTo(at(v), cy - (whole ? 6 : 3))
      .lineTo(at(v), cy + (whole ? 6 : 3))
      .lineWidth(1)
      .stroke('#111827');
    if (whole) label(doc, v < 0 ? `−${-v}` : String(v), at(v), cy + 10, 9);
  }
  const points: [number, string, string][] = [
    [-1.5, '−3/2', '#dc2626'],
    [-0.5, '−1/2', '#dc2626'],
    [1 / 3, '1/3', '#2563eb'],
    [1.25, '5/4', '#2563eb'],
  ];
  for (const [v, name, color] of points) {
    doc.circle(at(v), cy, 3.5).fill(color);
    label(doc, name, at(v), cy - 22, 9.5, color, 40);
  }
};

const fractionBars: Draw = (doc, x, y, w, h) => {
  const rows: [number, number, string][] = [
    [1, 2, '#93c5fd'],
    [1, 3, '#fca5a5'],
    [5, 6, '#86efac'],
  ];
  const rowH = (h - 10) / rows.length - 8;
  rows.forEach(([num, den, color], i) => {
    const ry = y + i * (rowH + 8);
    const left = x + 50;
    const cw = (w - 60) / den;
    label(doc, `${num}/${den}`, x + 20, ry + rowH / 2 - 5, 11, '#111827', 40);
    for (let k = 0; k < den; k++) doc.rect(left + k * cw, ry, cw, rowH).fillAndStroke(k < num ? color : '#ffffff', '#374151');
  });
};

const numberSets: Draw = (doc, x, y, w, h) => {
  const cx = x + w / 2;
  const cy = y + h / 2;
  doc.ellipse(cx, cy, w * 0.45, h * 0.46).fillAndStroke('#fef3c7', '#b45309');
  doc.ellipse(cx - w * 0.08, cy + 4, w * 0.3, h * 0.32).fillAndStroke('#dbeafe', '#1d4ed8');
  doc.ellipse(cx - w * 0.14, cy + 8, w * 0.15, h * 0.18).fillAndStroke('#dcfce7', '#15803d');
  label(doc, 'ℚ', cx + w * 0.36, cy - 8, 16, '#b45309', 30);
  label(doc, 'ℤ', cx + w * 0.15, cy - 6, 15, '#1d4ed8', 30);
  label(doc, 'ℕ', cx - w * 0.14, cy - 4, 14, '#15803d', 30);
  label(doc, '0; 1; 2; 3', cx - w * 0.14, cy + 14, 8, '#14532d', 70);
  label(doc, '−1; −5', cx + w * 0.06, cy + h * 0.2, 8, '#1e3a8a', 60);
  label(doc, '−2/3; 0,5; 7/4', cx + w * 0.3, cy + h * 0.26, 8, '#78350f', 90);
};

const fractionsCover: Draw = (doc, x, y, w, h) => {
  numberLine(doc, x, y + h * 0.55, w, h * 0.4);
  const cells: [string, string][] = [
    ['3', '4'],
    ['−2', '5'],
    ['7', '3'],
  ];
  cells.forEach(([num, den], i) => {
    const cx = x + (w / 3) * (i + 0.5);
    doc.roundedRect(cx - 34, y, 68, 80, 10).fill(['#fde68a', '#bfdbfe', '#bbf7d0'][i]!);
    label(doc, num, cx, y + 10, 22, '#111827', 60);
    doc
      .moveTo(cx - 18, y + 41)
      .lineTo(cx + 18, y + 41)
      .lineWidth(2)
      .stroke('#111827');
    label(doc, den, cx, y + 46, 22, '#111827', 60);
  });
};

export const MORE_DRAWINGS = { hobbies, friendsTalking, surveyChart, numberLine, fractionBars, numberSets, fractionsCover } satisfies Record<string, Draw>;
