// Questions as a Word document, in the layout the Word import reads (src/features/question-bank/import): "Câu N:",
// options "A." to "H." with the correct one underlined, "Lời giải:", "HẾT", then the answer key. Used for a bank's
// download (it imports back) and for an exam printed for the class (the key on a page of its own). Rich text comes
// from the cleaned HTML (bold, italic, underline, lists, pictures from storage); a formula is written as $LaTeX$,
// which the import reads back as a formula.
import {
  AlignmentType,
  Document,
  ImageRun,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  UnderlineType,
  WidthType,
  type ParagraphChild,
} from 'docx';
import sharp from 'sharp';
import { readAll, type Storage } from '../platform/storage/index.ts';
import { BLANK_MARK, type CorrectAnswer } from '../../../src/shared/exam.ts';
import { optionLetter, QUESTION_TYPE_LABELS, type BankQuestion } from '../../../src/shared/question-bank.ts';

interface Format {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  subScript?: boolean;
  superScript?: boolean;
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

const FORMAT_OF: Record<string, keyof Format> = { strong: 'bold', em: 'italics', u: 'underline', s: 'strike', sub: 'subScript', sup: 'superScript' };

/** Reads pictures of content files from storage (by their public address), sized to fit a page. */
export type PictureReader = (src: string) => Promise<ImageRun | null>;

export function pictureReader(storage: Storage): PictureReader {
  return async (src) => {
    const uuid = /^\/api\/files\/([0-9a-f-]{36})$/.exec(src)?.[1];
    if (!uuid) return null;
    const stream = await storage.get(`uploads/${uuid}`);
    if (!stream) return null;
    const data = await readAll(stream);
    const meta = await sharp(data).metadata();
    const type = ({ png: 'png', jpeg: 'jpg', gif: 'gif' } as const)[meta.format as 'png' | 'jpeg' | 'gif'];
    if (!type || !meta.width || !meta.height) return null;
    const scale = Math.min(1, 400 / meta.width, 300 / meta.height);
    return new ImageRun({ type, data, transformation: { width: Math.round(meta.width * scale), height: Math.round(meta.height * scale) } });
  };
}

/** Paragraphs of a cleaned rich field (src/shared/rich-text.ts allow-list), the first one opened by `lead`. */
async function richParagraphs(html: string, lead: TextRun[], pictures: PictureReader): Promise<Paragraph[]> {
  const paragraphs: ParagraphChild[][] = [[...lead]];
  const open: string[] = [];
  const format = (): Format => Object.fromEntries(open.flatMap((tag) => (FORMAT_OF[tag] ? [[FORMAT_OF[tag], true]] : [])));
  // A block opens a new paragraph, except the first one, which follows the lead ("Câu 1: ").
  const newParagraph = () => {
    const current = paragraphs[paragraphs.length - 1]!;
    if (current.length > (paragraphs.length === 1 ? lead.length : 0)) paragraphs.push([]);
  };
  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g)) {
    const [, closing, tag, attrs, text] = m;
    const current = paragraphs[paragraphs.length - 1]!;
    if (text) {
      const { underline, ...rest } = format();
      current.push(new TextRun({ text: decode(text), ...rest, ...(underline ? { underline: { type: UnderlineType.SINGLE } } : {}) }));
      continue;
    }
    const latex = /data-latex="([^"]*)"/.exec(attrs ?? '')?.[1];
    if (!closing && latex !== undefined) {
      current.push(new TextRun({ text: `$${decode(latex)}$` }));
      continue;
    }
    if (tag === 'img' && !closing) {
      const src = /src="([^"]*)"/.exec(attrs ?? '')?.[1] ?? '';
      const run = await pictures(decode(src));
      newParagraph();
      paragraphs[paragraphs.length - 1]!.push(run ?? new TextRun('[hình ảnh]'));
      paragraphs.push([]);
      continue;
    }
    if (tag === 'br') current.push(new TextRun({ break: 1 }));
    else if (tag === 'p' || tag === 'li' || tag === 'blockquote' || tag === 'div') {
      if (!closing) {
        newParagraph();
        if (tag === 'li') paragraphs[paragraphs.length - 1]!.push(new TextRun('• '));
      }
    } else if (FORMAT_OF[tag!]) {
      if (closing) open.splice(open.lastIndexOf(tag!), 1);
      else open.push(tag!);
    }
  }
  return paragraphs.filter((p, i) => p.length || i === 0).map((children) => new Paragraph({ children }));
}

/** A text that may be rich: its paragraphs, or its plain lines. */
function textParagraphs(text: string, html: string | null | undefined, lead: TextRun[], pictures: PictureReader): Promise<Paragraph[]> {
  if (html) return richParagraphs(html, lead, pictures);
  const lines = text.split('\n');
  return Promise.resolve(lines.map((line, i) => new Paragraph({ children: [...(i === 0 ? lead : []), new TextRun(line)] })));
}

const correctIds = (key: CorrectAnswer | null): Set<string> =>
  new Set(key?.type === 'singleChoice' ? [key.optionId] : key?.type === 'multipleChoice' ? key.optionIds : []);

/** The answer of a question as the key states it: letters for choices, accepted answers, the model answer. */
export function keyText(q: BankQuestion): string {
  const key = q.answerKey;
  if (q.content.options) return [...correctIds(key)].map((id) => optionLetter(q.content.options!.findIndex((o) => o.id === id))).join(', ');
  if (key?.type === 'fillInTheBlank') return key.blanks.map((b, i) => `(${i + 1}) ${b.join(' / ')}`).join('; ');
  if (key?.type === 'textAnswer') return key.accepted.join(' / ');
  if ((key?.type === 'essay' || key?.type === 'speaking') && key.sample) return key.sample;
  return '';
}

interface QuestionOptions {
  /** Underline the correct options and write the explanation (a bank's download); an exam for the class shows neither. */
  withAnswers: boolean;
  points?: number;
}

/** One question (a group with its sub-questions) from number `n`; returns its paragraphs and the next number. */
async function questionParagraphs(q: BankQuestion, n: number, options: QuestionOptions, pictures: PictureReader): Promise<[Paragraph[], number]> {
  const out: Paragraph[] = [];
  const points = options.points !== undefined ? ` (${options.points} điểm)` : '';
  if (q.questionType === 'leadingQuestion') {
    const subs = q.subQuestions ?? [];
    const label = subs.length > 1 ? `Đọc và trả lời từ câu ${n} đến câu ${n + subs.length - 1}: ` : `Đọc và trả lời câu ${n}: `;
    out.push(...(await textParagraphs(q.content.text, q.content.html, [new TextRun({ text: label, bold: true })], pictures)));
    let next = n;
    for (const s of subs) {
      const [paragraphs, after] = await questionParagraphs(s, next, { ...options, points: options.points === undefined ? undefined : s.points }, pictures);
      out.push(...paragraphs);
      next = after;
    }
    return [out, next];
  }
  const prompt = q.questionType === 'fillInTheBlank' ? q.content.text.split(BLANK_MARK).join('__________') : q.content.text;
  out.push(...(await textParagraphs(prompt, q.content.html, [new TextRun({ text: `Câu ${n}${points}: `, bold: true })], pictures)));
  if (q.content.sentence) out.push(new Paragraph({ children: [new TextRun({ text: `“${q.content.sentence}”`, italics: true })] }));
  const correct = correctIds(q.answerKey);
  for (const [i, o] of (q.content.options ?? []).entries()) {
    const letter = new TextRun({
      text: optionLetter(i),
      bold: true,
      ...(options.withAnswers && correct.has(o.id) ? { underline: { type: UnderlineType.SINGLE } } : {}),
    });
    out.push(...(await textParagraphs(o.text, o.html, [letter, new TextRun({ text: '. ', bold: true })], pictures)));
  }
  if (!q.content.options && !options.withAnswers && (q.questionType === 'essay' || q.questionType === 'textAnswer')) {
    const lines = q.questionType === 'essay' ? 6 : 1;
    for (let i = 0; i < lines; i++) out.push(new Paragraph('.'.repeat(110)));
  }
  if (options.withAnswers) {
    const key = keyText(q);
    if (key && !q.content.options) out.push(new Paragraph({ children: [new TextRun({ text: 'Đáp án: ', bold: true }), new TextRun(key)] }));
    if (q.explanation) out.push(...(await textParagraphs(q.explanation, q.explanationHtml, [new TextRun({ text: 'Lời giải: ', bold: true })], pictures)));
  }
  return [out, n + 1];
}

const END = () =>
  new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 240 }, children: [new TextRun({ text: '----- HẾT -----', bold: true })] });
const title = (text: string) =>
  new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, children: [new TextRun({ text, bold: true, size: 28 })] });

/** A bank's questions in the import layout, answers marked: it imports back. */
export async function bankDocument(name: string, questions: BankQuestion[], pictures: PictureReader): Promise<Buffer> {
  const children: Paragraph[] = [title(name.toUpperCase())];
  let n = 1;
  for (const q of questions) {
    const [paragraphs, next] = await questionParagraphs(q, n, { withAnswers: true }, pictures);
    children.push(...paragraphs);
    n = next;
  }
  children.push(END());
  return Packer.toBuffer(new Document({ creator: 'Lớp học số', title: name, sections: [{ children }] }));
}

export interface PrintableExam {
  schoolName: string | null;
  title: string;
  durationMinutes: number;
  totalPoints: number;
  fractions: { title: string; questions: (BankQuestion & { allocatedPoint: number })[] }[];
}

const cell = (text: string, bold = false) =>
  new TableCell({
    width: { size: 1100, type: WidthType.DXA },
    children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text, bold })] })],
  });

/** An exam to print for the class, and on a page of its own the answer key and points for the teacher. */
export async function examDocument(exam: PrintableExam, pictures: PictureReader): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  if (exam.schoolName) children.push(new Paragraph({ children: [new TextRun({ text: exam.schoolName.toUpperCase(), bold: true })] }));
  children.push(title(exam.title.toUpperCase()));
  children.push(
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: `Thời gian làm bài: ${exam.durationMinutes} phút · Tổng điểm: ${exam.totalPoints}`, italics: true })],
    }),
  );
  children.push(
    new Paragraph({
      spacing: { before: 200, after: 200 },
      children: [new TextRun('Họ và tên: ........................................................   Lớp: ..............')],
    }),
  );
  const keyed: { n: number; q: BankQuestion; points: number }[] = [];
  let n = 1;
  for (const f of exam.fractions) {
    children.push(new Paragraph({ spacing: { before: 200 }, children: [new TextRun({ text: f.title, bold: true })] }));
    for (const q of f.questions) {
      const [paragraphs, next] = await questionParagraphs(q, n, { withAnswers: false, points: q.allocatedPoint }, pictures);
      children.push(...paragraphs);
      const answerable = q.subQuestions ?? [q];
      answerable.forEach((s, i) => keyed.push({ n: n + i, q: s, points: q.subQuestions ? s.points : q.allocatedPoint }));
      n = next;
    }
  }
  children.push(END());
  children.push(new Paragraph({ children: [new PageBreak()] }));
  children.push(title('ĐÁP ÁN VÀ HƯỚNG DẪN CHẤM'));
  const choices = keyed.filter((k) => k.q.content.options);
  for (let i = 0; i < choices.length; i += 10) {
    const row = choices.slice(i, i + 10);
    children.push(
      new Table({
        rows: [
          new TableRow({ children: [cell('Câu', true), ...row.map((k) => cell(String(k.n), true))] }),
          new TableRow({ children: [cell('Đáp án', true), ...row.map((k) => cell(keyText(k.q)))] }),
        ],
      }),
    );
    children.push(new Paragraph(''));
  }
  for (const k of keyed) {
    const key = k.q.content.options ? '' : keyText(k.q);
    if (!key && !k.q.explanation) continue;
    const label = `Câu ${k.n} (${k.points} điểm, ${QUESTION_TYPE_LABELS[k.q.questionType].toLowerCase()}): `;
    children.push(new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: label, bold: true }), new TextRun(key)] }));
    if (k.q.explanation)
      children.push(...(await textParagraphs(k.q.explanation, k.q.explanationHtml, [new TextRun({ text: 'Lời giải: ', italics: true })], pictures)));
  }
  return Packer.toBuffer(new Document({ creator: 'Lớp học số', title: exam.title, sections: [{ children }] }));
}
