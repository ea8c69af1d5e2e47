// Questions from a Word document in the layout Vietnamese teachers use for online exam sites: "Câu 1:" (or
// "Question 1.") starts a question, "A." to "H." its options (several may share a line), the correct option underlined
// or marked with "*", or given in an answer table after the questions ("1-A 2-C …", or a table of numbers over
// letters); "Lời giải:" starts an optional explanation; "HẾT" ends the questions. A question without options is an
// essay. Formulas are Word equations, or LaTeX typed between dollar signs. The document arrives as blocks of formatted pieces (question-docx.ts reads them), so this part is plain code.
import * as v from 'valibot';
import { PICTURE_TEXT } from '@/shared/rich-text.ts';
import { MSG } from '@/shared/messages.ts';
import { optionId } from '@/shared/question-bank.ts';
import { MAX_IMPORT_QUESTIONS, questionSchema } from '@/shared/schemas/question.ts';
import { richValue } from '@/components/rich-text/plain-html.ts';
import type { ImportRow, ParsedImport } from './parse-import.ts';

/** A run of a paragraph: words with their formatting, a formula, or a picture of the document. */
export interface Piece {
  text?: string;
  latex?: string;
  /** The index of a picture among the document's pictures. */
  image?: number;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** A paragraph, or a table: its cells' texts by row (an answer table), and each cell's pieces (options set in a grid). */
export type Block = { pieces: Piece[] } | { table: string[][]; cells?: Piece[][] };

/** Where a picture of the document sits in HTML until it is uploaded. */
export const DOCX_IMAGE_PREFIX = 'docx-image:';

const OBJECT = '\uFFFC';
const plainOf = (p: Piece) => (p.latex !== undefined ? `$${p.latex}$` : p.image !== undefined ? OBJECT : (p.text ?? ''));
const lineOf = (pieces: Piece[]) => pieces.map(plainOf).join('');

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function htmlOfPieces(pieces: Piece[]): string {
  return pieces
    .map((p) => {
      if (p.latex !== undefined) return `<span data-type="inline-math" data-latex="${escape(p.latex)}"></span>`;
      if (p.image !== undefined) return `<img src="${DOCX_IMAGE_PREFIX}${p.image}" alt="">`;
      let html = escape(p.text ?? '');
      if (!html) return '';
      if (p.underline) html = `<u>${html}</u>`;
      if (p.italic) html = `<em>${html}</em>`;
      if (p.bold) html = `<strong>${html}</strong>`;
      return html;
    })
    .join('');
}

/** Rich text of paragraphs: '' html when nothing but words; pictures keep their placeholder until uploaded. */
function richOf(paragraphs: Piece[][]): { text: string; html: string } {
  const html = paragraphs.map((p) => `<p>${htmlOfPieces(p)}</p>`).join('');
  const value = richValue(html);
  return { text: value.text.replaceAll(OBJECT, PICTURE_TEXT), html: value.html };
}

/** The pieces between two offsets of the paragraph's line (formulas and pictures are one character wide there). */
function slice(pieces: Piece[], from: number, to: number): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  for (const p of pieces) {
    const len = plainOf(p).length;
    const start = at;
    at += len;
    if (at <= from || start >= to) continue;
    if (p.text === undefined) {
      if (start >= from) out.push(p);
      continue;
    }
    out.push({ ...p, text: p.text.slice(Math.max(0, from - start), Math.min(len, to - start)) });
  }
  return out;
}

/** Whether the characters between two offsets are all underlined (spaces aside). */
function underlined(pieces: Piece[], from: number, to: number): boolean {
  const part = slice(pieces, from, to).filter((p) => (p.text ?? 'x').trim());
  return part.length > 0 && part.every((p) => p.underline);
}

function trimPieces(pieces: Piece[]): Piece[] {
  const out = pieces.filter((p) => p.text === undefined || p.text.length > 0);
  const first = out[0];
  if (first?.text !== undefined) out[0] = { ...first, text: first.text.replace(/^\s+/, '') };
  const last = out[out.length - 1];
  if (last?.text !== undefined) out[out.length - 1] = { ...last, text: last.text.replace(/\s+$/, '') };
  return out.filter((p) => p.text === undefined || p.text.length > 0);
}

const QUESTION_START = /^\s*(?:Câu|Question)\s*(\d{1,4})\s*[.:)]?\s*/i;
const EXPLANATION_START = /^\s*(?:Lời giải|Hướng dẫn giải|Hướng dẫn|Giải thích)\s*[:.]?\s*/i;
const END = /^[\s\-–—_*=.]*(HẾT|HET)[\s\-–—_*=.!]*$/;
/** The answer table's heading: on a line of its own, or followed by the answers ("Đáp án: 1-A 2-C"). */
const KEY_HEADING = /^\s*(BẢNG ĐÁP ÁN|ĐÁP ÁN|Bảng đáp án|Đáp án)\s*[:.]?\s*(\d.*)?$/;
const OPTION_LABEL = /(^|\s)(\*?)([A-H])[.)](?=\s|$)/g;

interface Draft {
  number: number;
  prompt: Piece[][];
  options: { pieces: Piece[]; marked: boolean }[];
  explanation: Piece[][];
  inExplanation: boolean;
}

/** The options a paragraph holds when it starts with the next expected letter; null when it is not an options line. */
function optionsIn(pieces: Piece[], firstLetter: number): { pieces: Piece[]; marked: boolean }[] | null {
  const line = lineOf(pieces);
  const labels: { start: number; end: number; marked: boolean; letterAt: number }[] = [];
  let expected = firstLetter;
  for (const m of line.matchAll(OPTION_LABEL)) {
    if (m[3]!.charCodeAt(0) - 65 !== expected) continue;
    const start = m.index + m[1]!.length;
    if (!labels.length && line.slice(0, start).trim()) return null;
    labels.push({ start, end: m.index + m[0].length, marked: m[2] === '*', letterAt: start + m[2]!.length });
    expected++;
  }
  if (!labels.length) return null;
  return labels.map((l, i) => {
    const to = labels[i + 1]?.start ?? line.length;
    const body = trimPieces(slice(pieces, l.end, to));
    return { pieces: body, marked: l.marked || underlined(pieces, l.letterAt, l.letterAt + 1) || underlined(pieces, l.end, to) };
  });
}

/** Question number → correct letters, from answer lines ("1-A 2.C 3B") or a table of numbers over letters. */
function readKey(block: Block, key: Map<number, number[]>) {
  const put = (n: number, letter: string) => key.set(n, [letter.toUpperCase().charCodeAt(0) - 65]);
  const pairs = (text: string) => {
    for (const m of text.matchAll(/(\d{1,4})\s*[-.:)]?\s*([A-H])(?![A-Za-zÀ-ỹ])/g)) put(Number(m[1]), m[2]!);
  };
  if ('pieces' in block) return pairs(lineOf(block.pieces));
  const rows = block.table;
  rows.forEach((row, r) => {
    const next = rows[r + 1];
    const numbers = row.map((c) => (/^\s*\d{1,4}\s*$/.test(c) ? Number(c) : null));
    if (next && numbers.filter((n) => n !== null).length >= 2) {
      numbers.forEach((n, i) => {
        const letter = /^\s*([A-H])\s*$/i.exec(next[i] ?? '')?.[1];
        if (n !== null && letter) put(n, letter);
      });
    } else pairs(row.join(' '));
  });
}

/** Formulas typed as $LaTeX$ in the text (as the bank download writes them) become formulas when they typeset. */
function withTypedFormulas(pieces: Piece[], checkFormula: (latex: string) => string | null): Piece[] {
  return pieces.flatMap((p) => {
    if (!p.text?.includes('$')) return [p];
    return p.text.split(/\$([^$\n]{1,500})\$/).flatMap((part, i): Piece[] => {
      if (i % 2 === 0) return part ? [{ ...p, text: part }] : [];
      return checkFormula(part) === null ? [{ latex: part }] : [{ ...p, text: `$${part}$` }];
    });
  });
}

/** Every question of the document checked like an Excel row; `checkFormula` says why a formula would not typeset. */
export function parseWordQuestions(blocks: Block[], checkFormula: (latex: string) => string | null = () => null): ParsedImport {
  const drafts: Draft[] = [];
  const key = new Map<number, number[]>();
  let ended = false;
  const visit = (block: Block): void => {
    if ('table' in block) {
      // A table among the questions holds their lines (options set out in a grid); after them, the answer table.
      const lines = (block.cells ?? []).map(lineOf);
      const holdsQuestions = !ended && lines.some((l) => QUESTION_START.test(l) || /^\s*\*?[A-H][.)]\s/.test(l));
      if (holdsQuestions) block.cells!.forEach((pieces) => visit({ pieces }));
      else if (ended || drafts.length) readKey(block, key);
      return;
    }
    block = { pieces: withTypedFormulas(block.pieces, checkFormula) };
    const line = lineOf(block.pieces);
    if (ended) return readKey(block, key);
    if (END.test(line.trim())) {
      ended = true;
      return;
    }
    if (KEY_HEADING.test(line) && !QUESTION_START.test(line)) {
      ended = true;
      return readKey(block, key);
    }
    const start = QUESTION_START.exec(line);
    if (start) {
      const prompt = trimPieces(slice(block.pieces, start[0].length, line.length));
      drafts.push({ number: Number(start[1]), prompt: [prompt], options: [], explanation: [], inExplanation: false });
      return;
    }
    const q = drafts[drafts.length - 1];
    if (!q || !line.trim()) return;
    const explanation = EXPLANATION_START.exec(line);
    if (explanation) {
      q.inExplanation = true;
      const rest = trimPieces(slice(block.pieces, explanation[0].length, line.length));
      if (rest.length) q.explanation.push(rest);
      return;
    }
    if (q.inExplanation) {
      q.explanation.push(trimPieces(block.pieces));
      return;
    }
    const options = optionsIn(block.pieces, q.options.length);
    if (options) q.options.push(...options);
    else if (q.options.length) q.options[q.options.length - 1]!.pieces.push({ text: ' ' }, ...trimPieces(block.pieces));
    else q.prompt.push(trimPieces(block.pieces));
  };
  blocks.forEach(visit);

  const rows: ImportRow[] = drafts.map((q) => {
    const prompt = richOf(q.prompt.filter((p) => p.length));
    const explanation = q.explanation.length ? richOf(q.explanation) : null;
    const errors: { message: string }[] = [];
    const formulas = [...q.prompt, ...q.options.map((o) => o.pieces), ...q.explanation].flat().flatMap((p) => (p.latex !== undefined ? [p.latex] : []));
    for (const latex of formulas) {
      const problem = checkFormula(latex);
      if (problem) errors.push({ message: `${MSG.formulaInvalid}: ${latex} (${problem})` });
    }
    const common = {
      level: null,
      points: 1,
      explanation: explanation?.text || null,
      explanationHtml: explanation?.html || null,
    };
    let body: Record<string, unknown>;
    let type: ImportRow['type'];
    if (q.options.length) {
      const marked = q.options.flatMap((o, i) => (o.marked ? [i] : []));
      const correct = marked.length ? marked : (key.get(q.number) ?? []);
      type = correct.length > 1 ? 'multipleChoice' : 'singleChoice';
      const options = q.options.map((o, i) => {
        const rich = richOf([o.pieces]);
        return { id: optionId(i), text: rich.text, ...(rich.html ? { html: rich.html } : {}) };
      });
      const ids = correct.filter((i) => i < options.length).map(optionId);
      body = {
        questionType: type,
        content: { text: prompt.text, ...(prompt.html ? { html: prompt.html } : {}), options },
        answerKey: ids.length === 0 ? null : type === 'singleChoice' ? { type, optionId: ids[0] } : { type, optionIds: ids },
        ...common,
      };
    } else {
      type = 'essay';
      body = { questionType: type, content: { text: prompt.text, ...(prompt.html ? { html: prompt.html } : {}) }, ...common };
    }
    const checked = v.safeParse(questionSchema, body, { abortPipeEarly: true });
    if (!checked.success) for (const issue of checked.issues) if (!errors.some((e) => e.message === issue.message)) errors.push({ message: issue.message });
    return {
      place: `Câu ${q.number}`,
      type,
      text: prompt.text,
      input: checked.success && !errors.length ? checked.output : null,
      errors,
    };
  });
  const fileError = rows.length === 0 ? MSG.importEmpty : rows.length > MAX_IMPORT_QUESTIONS ? MSG.importTooMany : null;
  return { rows, fileError };
}
