// The demo e-books' PDFs, written at seed time with pdfkit and the DejaVu fonts (every Vietnamese letter): a cover,
// then pages of a textbook's usual parts — lesson titles, headings, paragraphs, lists, "Em có biết?" boxes, tables,
// exercises and vector drawings — with a running head and the page number. Each page of a spec is one PDF page; a
// page whose content would not fit fails the seed instead of spilling onto a page the spec does not know.
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { DRAWINGS, type DrawingName } from './seed-drawings.ts';

export type Block =
  | { t: 'h1'; text: string }
  | { t: 'h2'; text: string }
  | { t: 'p'; text: string }
  | { t: 'list'; items: string[] }
  | { t: 'box'; title: string; text: string }
  | { t: 'figure'; drawing: DrawingName; caption: string; height: number }
  | { t: 'table'; head: string[]; rows: string[][]; widths: number[] }
  | { t: 'exercises'; items: string[] };

export interface BookSpec {
  /** The running head of every page after the cover. */
  running: string;
  /** The cover's colour (#rrggbb) and its lines: subject, grade, topic, series, publisher. */
  cover: { color: string; subject: string; grade: string; topic: string; series: string; publisher: string; drawing: DrawingName };
  pages: Block[][];
}

export const h1 = (text: string): Block => ({ t: 'h1', text });
export const h2 = (text: string): Block => ({ t: 'h2', text });
export const p = (text: string): Block => ({ t: 'p', text });
export const list = (...items: string[]): Block => ({ t: 'list', items });
export const box = (title: string, text: string): Block => ({ t: 'box', title, text });
export const figure = (drawing: DrawingName, caption: string, height = 170): Block => ({ t: 'figure', drawing, caption, height });
export const table = (head: string[], rows: string[][], widths: number[]): Block => ({ t: 'table', head, rows, widths });
export const exercises = (...items: string[]): Block => ({ t: 'exercises', items });

/** 17 × 24 cm, the size of Vietnamese textbooks, in points. */
const PAGE = { width: 482, height: 680, margin: 40 };
const INK = '#1f2933';
const MUTED = '#6b7280';

const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

function cover(doc: PDFKit.PDFDocument, spec: BookSpec) {
  const { width, height } = PAGE;
  const c = spec.cover;
  // The publisher's line sits below the bottom margin, where pdfkit would start a new page for text.
  doc.page.margins.bottom = 0;
  doc.rect(0, 0, width, height).fill('#fdfaf3');
  doc.rect(0, 0, width, 210).fill(c.color);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('#ffffff')
    .text(c.series.toUpperCase(), 40, 40, { width: width - 80, characterSpacing: 1 });
  doc
    .font('bold')
    .fontSize(30)
    .text(c.subject, 40, 78, { width: width - 120 });
  doc.circle(width - 70, 105, 38).fill('#ffffff');
  doc
    .font('bold')
    .fontSize(40)
    .fillColor(c.color)
    .text(c.grade, width - 108, 82, { width: 76, align: 'center' });
  doc
    .font('bold')
    .fontSize(17)
    .fillColor(INK)
    .text(c.topic, 40, 240, { width: width - 80 });
  DRAWINGS[c.drawing](doc, 60, 320, width - 120, 230);
  doc.rect(0, height - 70, width, 70).fill(c.color);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor('#ffffff')
    .text(c.publisher.toUpperCase(), 40, height - 43, { width: width - 80, align: 'center' });
  doc.page.margins.bottom = PAGE.margin;
}

function frame(doc: PDFKit.PDFDocument, running: string, page: number) {
  const { width, height, margin } = PAGE;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(running, margin, 18, { width: width - 2 * margin, lineBreak: false });
  doc
    .moveTo(margin, 32)
    .lineTo(width - margin, 32)
    .lineWidth(0.5)
    .stroke('#d1d5db');
  // Below the bottom margin: pdfkit would start a new page for text written there, so the margin is lifted first.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(String(page), 0, height - 26, { width, align: 'center', lineBreak: false });
  doc.page.margins.bottom = bottom;
  doc.x = margin;
  doc.y = 44;
}

function block(doc: PDFKit.PDFDocument, b: Block, accent: string) {
  const x = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  switch (b.t) {
    case 'h1':
      doc.rect(x, doc.y, 5, 22).fill(accent);
      doc
        .font('bold')
        .fontSize(16)
        .fillColor(accent)
        .text(b.text, x + 12, doc.y + 2, { width: width - 12 });
      doc.moveDown(0.5);
      break;
    case 'h2':
      doc.font('bold').fontSize(12).fillColor(accent).text(b.text, x, doc.y, { width });
      doc.moveDown(0.25);
      break;
    case 'p':
      doc.font('serif').fontSize(10.5).fillColor(INK).text(b.text, x, doc.y, { width, align: 'justify', lineGap: 1.5, paragraphGap: 5 });
      break;
    case 'list':
    case 'exercises':
      b.items.forEach((item, i) => {
        const y = doc.y;
        if (b.t === 'list') doc.circle(x + 5, y + 6, 1.8).fill(accent);
        else
          doc
            .font('bold')
            .fontSize(10.5)
            .fillColor(accent)
            .text(`${i + 1}.`, x, y, { width: 18 });
        doc
          .font('serif')
          .fontSize(10.5)
          .fillColor(INK)
          .text(item, x + 16, y, { width: width - 16, lineGap: 1.5, paragraphGap: 3 });
      });
      doc.moveDown(0.3);
      break;
    case 'box': {
      doc.font('serif').fontSize(10);
      const inner = doc.heightOfString(b.text, { width: width - 24, lineGap: 1.5 });
      const top = doc.y + 2;
      doc.roundedRect(x, top, width, inner + 36, 6).fillAndStroke('#fff7e0', '#f0c36d');
      doc
        .font('bold')
        .fontSize(10.5)
        .fillColor('#a16207')
        .text(b.title, x + 12, top + 9, { width: width - 24 });
      doc
        .font('serif')
        .fontSize(10)
        .fillColor(INK)
        .text(b.text, x + 12, top + 25, { width: width - 24, lineGap: 1.5 });
      doc.y = top + inner + 46;
      break;
    }
    case 'figure': {
      const top = doc.y + 2;
      DRAWINGS[b.drawing](doc, x, top, width, b.height);
      doc
        .font('serif')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(b.caption, x, top + b.height + 5, { width, align: 'center' });
      doc.moveDown(0.6);
      break;
    }
    case 'table': {
      const total = b.widths.reduce((s, w) => s + w, 0);
      const cols = b.widths.map((w) => (w / total) * width);
      const row = (cells: string[], head: boolean) => {
        doc.font(head ? 'bold' : 'serif').fontSize(9.5);
        const h = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i]! - 10 }))) + 8;
        const top = doc.y;
        let cx = x;
        cells.forEach((cell, i) => {
          doc.rect(cx, top, cols[i]!, h).fillAndStroke(head ? accent : '#ffffff', '#9ca3af');
          doc.fillColor(head ? '#ffffff' : INK).text(cell, cx + 5, top + 4, { width: cols[i]! - 10 });
          cx += cols[i]!;
        });
        doc.y = top + h;
      };
      row(b.head, true);
      for (const r of b.rows) row(r, false);
      doc.x = x;
      doc.moveDown(0.8);
      break;
    }
  }
}

/** The PDF of a spec: its cover, then one PDF page per spec page. */
export function renderBook(spec: BookSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: 44, bottom: 40, left: PAGE.margin, right: PAGE.margin },
    info: { Title: `${spec.cover.subject} ${spec.cover.grade} – ${spec.cover.topic}`, Author: spec.cover.publisher, Subject: spec.cover.topic },
    autoFirstPage: true,
  });
  doc.registerFont('regular', path.join(fonts, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(fonts, 'DejaVuSans-Bold.ttf'));
  doc.registerFont('serif', path.join(fonts, 'DejaVuSerif.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let added = 0;
  doc.on('pageAdded', () => (added += 1));
  cover(doc, spec);
  spec.pages.forEach((blocks, i) => {
    doc.addPage();
    const expected = added;
    frame(doc, spec.running, i + 2);
    for (const b of blocks) block(doc, b, spec.cover.color);
    if (added !== expected) throw new Error(`${spec.running}: page ${i + 2} does not fit`);
  });
  doc.end();
  return done;
}
