// Reading a Word document (.docx) into blocks of formatted pieces for word-questions.ts. Loaded only when a teacher
// imports from Word. Word equations (OMML) are turned into LaTeX first — OMML to MathML (omml2mathml), MathML to
// LaTeX (mathml-to-latex) — and left in the text as markers; mammoth then converts the document, keeping underlines
// (it drops them unless told), and each picture is kept aside to be uploaded when the teacher confirms.
import JSZip from 'jszip';
import mammoth from 'mammoth/mammoth.browser.js';
import omml2mathml from 'omml2mathml';
import { MathMLToLaTeX } from 'mathml-to-latex';
import { formulaPreview } from '@/components/rich-text/typeset.ts';
import type { Block, Piece } from './word-questions.ts';

const MATH_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/math';
const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const MARK = /⟦M(\d+)⟧/;

export class NotADocx extends Error {}

/** Replaces every equation of the document's XML by a marker run; returns the LaTeX of each. */
function equationsToMarkers(xml: string): { xml: string; latex: string[] } {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) throw new NotADocx();
  const latex: string[] = [];
  const outermost = [...doc.getElementsByTagNameNS(MATH_NS, 'oMathPara'), ...doc.getElementsByTagNameNS(MATH_NS, 'oMath')].filter(
    (el) => !el.parentElement?.closest('oMathPara, oMath') && el.parentNode && !(el.localName === 'oMath' && el.parentElement?.localName === 'oMathPara'),
  );
  for (const el of outermost) {
    let tex = '';
    try {
      tex = MathMLToLaTeX.convert(new XMLSerializer().serializeToString(omml2mathml(el))).trim();
    } catch {
      tex = (el.textContent ?? '').trim();
    }
    const run = doc.createElementNS(WORD_NS, 'w:r');
    const text = doc.createElementNS(WORD_NS, 'w:t');
    text.setAttribute('xml:space', 'preserve');
    text.textContent = `⟦M${latex.length}⟧`;
    run.appendChild(text);
    latex.push(tex);
    // A display equation sits in a paragraph of its own.
    el.parentNode!.replaceChild(run, el);
  }
  return { xml: new XMLSerializer().serializeToString(doc), latex };
}

interface Format {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

function piecesOf(node: Node, format: Format, latex: string[], out: Piece[]) {
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      const parts = (child.textContent ?? '').split(MARK);
      parts.forEach((part, i) => {
        if (i % 2 === 1) out.push({ latex: latex[Number(part)] ?? '' });
        else if (part) out.push({ text: part, ...format });
      });
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = child.tagName.toLowerCase();
    if (tag === 'img') {
      const index = /^docx-image:(\d+)$/.exec(child.getAttribute('src') ?? '')?.[1];
      if (index !== undefined) out.push({ image: Number(index) });
    } else if (tag === 'br') out.push({ text: '\n' });
    else
      piecesOf(
        child,
        {
          bold: format.bold || tag === 'strong' || tag === 'b',
          italic: format.italic || tag === 'em' || tag === 'i',
          underline: format.underline || tag === 'u',
        },
        latex,
        out,
      );
  }
}

/** A paragraph's pieces, split where a line break stood (options typed on lines of one paragraph). */
function paragraphs(el: Element, latex: string[]): Block[] {
  const pieces: Piece[] = [];
  piecesOf(el, {}, latex, pieces);
  const blocks: Piece[][] = [[]];
  for (const p of pieces) {
    if (p.text?.includes('\n')) {
      p.text.split('\n').forEach((part, i) => {
        if (i > 0) blocks.push([]);
        if (part) blocks[blocks.length - 1]!.push({ ...p, text: part });
      });
    } else blocks[blocks.length - 1]!.push(p);
  }
  return blocks.map((b) => ({ pieces: b }));
}

function blocksOf(root: Element, latex: string[]): Block[] {
  const blocks: Block[] = [];
  for (const el of root.children) {
    const tag = el.tagName.toLowerCase();
    if (tag === 'table') {
      const rows = [...el.querySelectorAll('tr')].map((tr) =>
        [...tr.querySelectorAll('td, th')].map((td) => {
          const pieces: Piece[] = [];
          piecesOf(td, {}, latex, pieces);
          return pieces;
        }),
      );
      blocks.push({
        table: rows.map((r) => r.map((cell) => cell.map((p) => p.text ?? (p.latex !== undefined ? `$${p.latex}$` : '')).join(''))),
        cells: rows.flat(),
      });
    } else if (tag === 'ul' || tag === 'ol') blocks.push(...[...el.querySelectorAll('li')].flatMap((li) => paragraphs(li, latex)));
    else blocks.push(...paragraphs(el, latex));
  }
  return blocks;
}

export interface WordDocument {
  blocks: Block[];
  /** The pictures of the document, by index. */
  images: Blob[];
}

export async function readDocx(data: ArrayBuffer): Promise<WordDocument> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data);
  } catch {
    throw new NotADocx();
  }
  const main = zip.file('word/document.xml');
  if (!main) throw new NotADocx();
  const { xml, latex } = equationsToMarkers(await main.async('string'));
  zip.file('word/document.xml', xml);
  const images: Blob[] = [];
  const { value: html } = await mammoth.convertToHtml(
    { arrayBuffer: await zip.generateAsync({ type: 'arraybuffer' }) },
    {
      styleMap: ['u => u'],
      convertImage: mammoth.images.imgElement(async (image) => {
        images.push(new Blob([await image.readAsArrayBuffer()], { type: image.contentType }));
        return { src: `docx-image:${images.length - 1}` };
      }),
    },
  );
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return { blocks: blocksOf(body, latex), images };
}

/** Why a formula would not typeset, in Vietnamese; null when it does. */
export function formulaProblem(latex: string): string | null {
  const preview = formulaPreview(latex);
  return 'error' in preview ? preview.error : null;
}
