// Moodle XML (Moodle's question bank export and import format), both ways, so a school moves its bank to or from
// Moodle. Read: multiple choice (one or several answers), true/false, short answer, numerical and essay questions;
// HTML text is kept (the server cleans it), TeX written \( … \) or $$ … $$ becomes formulas, embedded pictures are
// kept aside to be uploaded on confirmation. Types Moodle has and the app has not (matching, cloze, drag and drop,
// calculated) are listed with a clear message instead of being dropped silently. Written: the app's choice, short
// answer, essay and fill-in questions (a group's sub-questions one by one, its text before each).
import * as v from 'valibot';
import { MSG } from '@/shared/messages.ts';
import { fillPlaceholders } from '@/shared/ui-text.ts';
import type { QuestionType } from '@/shared/exam.ts';
import { optionId, type BankQuestion } from '@/shared/question-bank.ts';
import { MAX_IMPORT_QUESTIONS, questionSchema } from '@/shared/schemas/question.ts';
import { richValue } from '@/components/rich-text/plain-html.ts';
import type { ImportRow, ParsedImport } from './parse-import.ts';
import { DOCX_IMAGE_PREFIX } from './word-questions.ts';

export class NotMoodleXml extends Error {}

const TYPE_NAMES: Record<string, string> = {
  matching: 'Ghép đôi',
  cloze: 'Điền khuyết nhiều chỗ (cloze)',
  multianswer: 'Điền khuyết nhiều chỗ (cloze)',
  ddwtos: 'Kéo thả vào văn bản',
  ddimageortext: 'Kéo thả vào ảnh',
  ddmarker: 'Kéo thả điểm đánh dấu',
  gapselect: 'Chọn từ còn thiếu',
  calculated: 'Tính toán',
  calculatedsimple: 'Tính toán đơn giản',
  calculatedmulti: 'Tính toán nhiều lựa chọn',
  randomsamatch: 'Ghép đôi ngẫu nhiên',
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const child = (el: Element, name: string) => [...el.children].find((c) => c.tagName === name) ?? null;
const textOf = (el: Element | null) => (el ? (child(el, 'text')?.textContent ?? '') : '');

/** Moodle HTML into the app's rich HTML: TeX delimiters become math nodes, embedded pictures placeholders. */
function richFrom(html: string, files: Map<string, number>): string {
  const withMath = html
    .replace(/\$\$([\s\S]+?)\$\$/g, (_a, tex: string) => `<span data-type="inline-math" data-latex="${escape(tex.trim())}"></span>`)
    .replace(/\\\(([\s\S]+?)\\\)/g, (_a, tex: string) => `<span data-type="inline-math" data-latex="${escape(tex.trim())}"></span>`)
    .replace(/\\\[([\s\S]+?)\\\]/g, (_a, tex: string) => `<span data-type="inline-math" data-latex="${escape(tex.trim())}"></span>`);
  const doc = new DOMParser().parseFromString(`<body>${/<[a-z]/i.test(withMath) ? withMath : `<p>${withMath}</p>`}</body>`, 'text/html');
  for (const img of doc.querySelectorAll('img')) {
    const name = decodeURIComponent((img.getAttribute('src') ?? '').replace(/^@@PLUGINFILE@@\//, ''));
    const index = files.get(name);
    if (index === undefined) img.remove();
    else img.setAttribute('src', `${DOCX_IMAGE_PREFIX}${index}`);
  }
  return doc.body.innerHTML;
}

interface Rich {
  text: string;
  html?: string;
}

function rich(html: string, files: Map<string, number>): Rich {
  const value = richValue(richFrom(html, files));
  return { text: value.text, ...(value.html ? { html: value.html } : {}) };
}

export interface MoodleQuestions {
  parsed: ParsedImport;
  images: Blob[];
}

/** The questions of a Moodle XML file, checked like the other imports. */
export function readMoodleXml(xml: string): MoodleQuestions {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const quiz = doc.documentElement;
  if (doc.getElementsByTagName('parsererror').length || quiz.tagName !== 'quiz') throw new NotMoodleXml();
  const images: Blob[] = [];
  const rows: ImportRow[] = [];
  let n = 0;
  for (const q of [...quiz.children].filter((c) => c.tagName === 'question')) {
    const kind = q.getAttribute('type') ?? '';
    if (kind === 'category' || kind === 'description') continue;
    n += 1;
    const files = new Map<string, number>();
    for (const file of q.querySelectorAll('file')) {
      const bytes = Uint8Array.from(atob((file.textContent ?? '').replace(/\s+/g, '')), (c) => c.charCodeAt(0));
      const name = file.getAttribute('name') ?? '';
      const type = /\.png$/i.test(name) ? 'image/png' : /\.gif$/i.test(name) ? 'image/gif' : /\.webp$/i.test(name) ? 'image/webp' : 'image/jpeg';
      images.push(new Blob([bytes], { type }));
      files.set(name, images.length - 1);
    }
    const name = textOf(child(q, 'name')).trim();
    const prompt = rich(textOf(child(q, 'questiontext')), files);
    const explanation = rich(textOf(child(q, 'generalfeedback')), files);
    const points = Number(child(q, 'defaultgrade')?.textContent ?? '1');
    const common = {
      level: null,
      points: Number.isFinite(points) && points >= 0 && points <= 100 ? points : 1,
      explanation: explanation.text || null,
      explanationHtml: explanation.html ?? null,
    };
    const answers = [...q.children]
      .filter((c) => c.tagName === 'answer')
      .map((a) => ({ ...rich(textOf(a), files), fraction: Number(a.getAttribute('fraction') ?? '0') }));
    let type: QuestionType;
    let body: Record<string, unknown> | null = null;
    const content = { text: prompt.text || name, ...(prompt.html ? { html: prompt.html } : {}) };
    if (kind === 'multichoice' || kind === 'truefalse') {
      const options = answers.map((a, i) => ({
        id: optionId(i),
        text: kind === 'truefalse' ? (/^true$/i.test(a.text) ? 'Đúng' : 'Sai') : a.text,
        ...(a.html ? { html: a.html } : {}),
      }));
      const correct = answers.flatMap((a, i) => (a.fraction > 0 ? [optionId(i)] : []));
      const single = kind === 'truefalse' || child(q, 'single')?.textContent?.trim() !== 'false';
      type = single ? 'singleChoice' : 'multipleChoice';
      body = {
        questionType: type,
        content: { ...content, options },
        answerKey: correct.length === 0 ? null : single ? { type, optionId: correct[0] } : { type, optionIds: correct },
        ...common,
      };
    } else if (kind === 'shortanswer' || kind === 'numerical') {
      type = 'textAnswer';
      body = { questionType: type, content, answerKey: { type, accepted: answers.filter((a) => a.fraction >= 100).map((a) => a.text) }, ...common };
    } else if (kind === 'essay') {
      type = 'essay';
      const sample = rich(textOf(child(q, 'graderinfo')), files).text;
      body = { questionType: type, content, answerKey: { type, sample: sample || null }, ...common };
    } else type = 'essay';
    const errors: { message: string }[] = [];
    let input = null;
    if (!body) errors.push({ message: fillPlaceholders(MSG.importMoodleTypeUnsupported, [TYPE_NAMES[kind] ?? kind]) });
    else {
      const checked = v.safeParse(questionSchema, body, { abortPipeEarly: true });
      if (checked.success) input = checked.output;
      else for (const issue of checked.issues) if (!errors.some((e) => e.message === issue.message)) errors.push({ message: issue.message });
    }
    rows.push({ place: `Câu ${n}${name ? ` (${name})` : ''}`, type, text: content.text, input, errors });
  }
  const fileError = rows.length === 0 ? MSG.importEmpty : rows.length > MAX_IMPORT_QUESTIONS ? MSG.importTooMany : null;
  return { parsed: { rows, fileError }, images };
}

const cdata = (s: string) => `<![CDATA[${s.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const mathToTex = (html: string) => html.replace(/<span data-type="inline-math" data-latex="([^"]*)"><\/span>/g, (_a, tex: string) => `\\(${tex}\\)`);
const htmlOf = (text: string, html?: string | null) =>
  mathToTex(
    html ||
      text
        .split('\n')
        .map((l) => `<p>${escape(l)}</p>`)
        .join(''),
  );
const textEl = (tag: string, text: string, html?: string | null, attrs = ' format="html"') =>
  `<${tag}${attrs}><text>${cdata(htmlOf(text, html))}</text></${tag}>`;

function questionXml(q: BankQuestion, n: number, lead = ''): string[] {
  if (q.questionType === 'leadingQuestion') {
    const intro = htmlOf(q.content.text, q.content.html);
    return (q.subQuestions ?? []).flatMap((s, i) => questionXml(s, n + i, intro));
  }
  const name = `<name><text>${escape(`Câu ${n}`)}</text></name>`;
  const prompt = (text: string, html?: string | null) => `<questiontext format="html"><text>${cdata(lead + htmlOf(text, html))}</text></questiontext>`;
  const common = [q.explanation ? textEl('generalfeedback', q.explanation, q.explanationHtml) : '', `<defaultgrade>${q.points}</defaultgrade>`].join('');
  const key = q.answerKey;
  if (q.content.options) {
    const correct = new Set(key?.type === 'singleChoice' ? [key.optionId] : key?.type === 'multipleChoice' ? key.optionIds : []);
    const share = correct.size ? 100 / correct.size : 0;
    const answers = q.content.options
      .map((o) => `<answer fraction="${correct.has(o.id) ? Number(share.toFixed(5)) : 0}" format="html"><text>${cdata(htmlOf(o.text, o.html))}</text></answer>`)
      .join('');
    return [
      `<question type="multichoice">${name}${prompt(q.content.text, q.content.html)}${common}<single>${q.questionType === 'singleChoice'}</single><shuffleanswers>true</shuffleanswers><answernumbering>ABCD</answernumbering>${answers}</question>`,
    ];
  }
  if (key?.type === 'textAnswer')
    return [
      `<question type="shortanswer">${name}${prompt(q.content.text, q.content.html)}${common}<usecase>0</usecase>${key.accepted.map((a) => `<answer fraction="100" format="moodle_auto_format"><text>${escape(a)}</text></answer>`).join('')}</question>`,
    ];
  if (key?.type === 'fillInTheBlank') {
    // Moodle's cloze: each blank a short answer accepting every alternative.
    let i = 0;
    const text = escape(q.content.text).replace(/\{\{\}\}/g, () => {
      const accepted = key.blanks[i++] ?? [];
      return `{1:SHORTANSWER:${accepted.map((a) => `=${a.replace(/[}#~/"\\]/g, (c) => `\\${c}`)}`).join('~')}}`;
    });
    return [`<question type="cloze">${name}<questiontext format="html"><text>${cdata(lead + `<p>${text}</p>`)}</text></questiontext>${common}</question>`];
  }
  const sample = key?.type === 'essay' || key?.type === 'speaking' ? (key.sample ?? '') : '';
  const spoken = q.content.sentence ? `<p><em>${escape(q.content.sentence)}</em></p>` : '';
  return [
    `<question type="essay">${name}<questiontext format="html"><text>${cdata(lead + htmlOf(q.content.text, q.content.html) + spoken)}</text></questiontext>${common}<responseformat>editor</responseformat>${sample ? textEl('graderinfo', sample) : ''}</question>`,
  ];
}

/** A bank as Moodle XML (a fill-in question becomes Moodle's cloze, a speaking one an essay with its sentence). */
export function moodleXml(questions: BankQuestion[], bankName: string): string {
  let n = 1;
  const parts = [`<question type="category"><category><text>${escape(`$course$/${bankName}`)}</text></category></question>`];
  for (const q of questions) {
    const xml = questionXml(q, n);
    parts.push(...xml);
    n += xml.length;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${parts.join('\n')}\n</quiz>\n`;
}
