// The question editor's form model and its two translations: from a stored question (BankQuestion) to the fields a
// teacher edits, and from those fields to the API body (QuestionInput) the shared schema checks. Alternatives of an
// accepted answer are typed in one field, separated by ";". Error paths of the API body map back onto form fields.
import type { AnswerableType, QuestionMedia, QuestionType } from '@/shared/exam.ts';
import { emptyOptions, optionId, type BankQuestion } from '@/shared/question-bank.ts';
import { countBlanks } from '@/shared/schemas/question.ts';

export const ALTERNATIVES_SEPARATOR = ';';

export interface OptionForm {
  text: string;
  /** The option as rich text ('' while plain). */
  html: string;
  correct: boolean;
}

export interface AnswerableForm {
  questionType: AnswerableType;
  text: string;
  /** The prompt as rich text ('' while plain; never for fillInTheBlank, whose blanks sit in plain text). */
  html: string;
  options: OptionForm[];
  /** fillInTheBlank: the accepted answers of each blank, alternatives separated by ";". */
  blanks: string[];
  /** textAnswer: accepted answers separated by ";". */
  accepted: string;
  /** essay, speaking: a model answer. */
  sample: string;
  /** speaking: what to say. */
  sentence: string;
  level: string;
  points: string;
  explanation: string;
  explanationHtml: string;
  media: QuestionMedia | null;
}

export interface QuestionForm extends Omit<AnswerableForm, 'questionType'> {
  questionType: QuestionType;
  subQuestions: AnswerableForm[];
}

export const emptyOption = (): OptionForm => ({ text: '', html: '', correct: false });

export function emptyAnswerable(questionType: AnswerableType = 'singleChoice'): AnswerableForm {
  return {
    questionType,
    text: '',
    html: '',
    options: emptyOptions().map(emptyOption),
    blanks: [],
    accepted: '',
    sample: '',
    sentence: '',
    level: '',
    points: '1',
    explanation: '',
    explanationHtml: '',
    media: null,
  };
}

export const emptyQuestion = (questionType: QuestionType = 'singleChoice'): QuestionForm => ({
  ...emptyAnswerable(questionType === 'leadingQuestion' ? 'singleChoice' : questionType),
  questionType,
  subQuestions: questionType === 'leadingQuestion' ? [emptyAnswerable()] : [],
});

const split = (s: string) =>
  s
    .split(ALTERNATIVES_SEPARATOR)
    .map((x) => x.trim())
    .filter(Boolean);
const join = (list: readonly string[]) => list.join(`${ALTERNATIVES_SEPARATOR} `);

function answerableFrom(q: BankQuestion): AnswerableForm {
  const key = q.answerKey;
  const correct = new Set(key?.type === 'singleChoice' ? [key.optionId] : key?.type === 'multipleChoice' ? key.optionIds : []);
  return {
    questionType: q.questionType as AnswerableType,
    text: q.content.text,
    html: q.content.html ?? '',
    options: (q.content.options ?? []).map((o) => ({ text: o.text, html: o.html ?? '', correct: correct.has(o.id) })),
    blanks: key?.type === 'fillInTheBlank' ? key.blanks.map(join) : [],
    accepted: key?.type === 'textAnswer' ? join(key.accepted) : '',
    sample: key?.type === 'essay' || key?.type === 'speaking' ? (key.sample ?? '') : '',
    sentence: q.content.sentence ?? '',
    level: q.level ?? '',
    points: String(q.points),
    explanation: q.explanation ?? '',
    explanationHtml: q.explanationHtml ?? '',
    media: q.content.media ?? null,
  };
}

export function formFromQuestion(q: BankQuestion): QuestionForm {
  const base = answerableFrom(q);
  return { ...base, questionType: q.questionType, subQuestions: (q.subQuestions ?? []).map(answerableFrom) };
}

/** The fill-in blanks list resized to the number of {{}} in the text, keeping what was typed for each. */
export const fitBlanks = (text: string, blanks: readonly string[]) => Array.from({ length: countBlanks(text) }, (_, i) => blanks[i] ?? '');

const explanationOf = (f: AnswerableForm | QuestionForm) => ({
  explanation: f.explanation.trim() ? f.explanation : null,
  explanationHtml: f.explanation.trim() && f.explanationHtml ? f.explanationHtml : null,
});

function answerableInput(f: AnswerableForm | QuestionForm): Record<string, unknown> {
  const points = f.points.trim() === '' ? 1 : Number(f.points.replace(',', '.'));
  const common = { level: f.level || null, points: Number.isFinite(points) ? points : -1, ...explanationOf(f) };
  const media = f.media ? { media: f.media } : {};
  const rich = f.html ? { html: f.html } : {};
  const options = f.options.map((o, i) => ({ id: optionId(i), text: o.text, ...(o.html ? { html: o.html } : {}) }));
  const correctIds = f.options.flatMap((o, i) => (o.correct ? [optionId(i)] : []));
  switch (f.questionType) {
    case 'singleChoice':
      return {
        questionType: f.questionType,
        content: { text: f.text, ...rich, options, ...media },
        answerKey: correctIds[0] ? { type: 'singleChoice', optionId: correctIds[0] } : null,
        ...common,
      };
    case 'multipleChoice':
      return {
        questionType: f.questionType,
        content: { text: f.text, ...rich, options, ...media },
        answerKey: correctIds.length ? { type: 'multipleChoice', optionIds: correctIds } : null,
        ...common,
      };
    case 'fillInTheBlank':
      return {
        questionType: f.questionType,
        content: { text: f.text, ...media },
        answerKey: { type: 'fillInTheBlank', blanks: fitBlanks(f.text, f.blanks).map(split) },
        ...common,
      };
    case 'textAnswer':
      return {
        questionType: f.questionType,
        content: { text: f.text, ...rich, ...media },
        answerKey: { type: 'textAnswer', accepted: split(f.accepted) },
        ...common,
      };
    case 'essay':
      return {
        questionType: f.questionType,
        content: { text: f.text, ...rich, ...media },
        answerKey: { type: 'essay', sample: f.sample.trim() || null },
        ...common,
      };
    case 'speaking':
      return {
        questionType: f.questionType,
        content: { text: f.text, ...rich, sentence: f.sentence, ...media },
        answerKey: { type: 'speaking', sample: f.sample.trim() || null },
        ...common,
      };
    default:
      return {};
  }
}

/** The API body of a form, unchecked (questionSchema checks it on both sides). */
export function inputFromForm(f: QuestionForm): Record<string, unknown> {
  if (f.questionType !== 'leadingQuestion') return answerableInput(f);
  const points = f.subQuestions.reduce((sum, s) => sum + (Number(s.points.replace(',', '.')) || 0), 0);
  return {
    questionType: 'leadingQuestion',
    content: { text: f.text, ...(f.html ? { html: f.html } : {}), ...(f.media ? { media: f.media } : {}) },
    answerKey: null,
    level: f.level || null,
    points,
    ...explanationOf(f),
    subQuestions: f.subQuestions.map(answerableInput),
  };
}

/**
 * The form field an error of the API body belongs to: content.text → text, content.options.2.text → options.2.text,
 * answer keys and whole-question checks → answer (shown beside the answer fields); the same under subQuestions.N.
 */
export function formPath(apiPath: string): string {
  const sub = /^subQuestions\.(\d+)(?:\.(.*))?$/.exec(apiPath);
  if (sub) return `subQuestions.${sub[1]}.${formPath(sub[2] ?? '')}`;
  if (apiPath.startsWith('content.options')) return apiPath.replace(/^content\./, '').replace(/\.html$/, '.text');
  if (apiPath === 'content.text' || apiPath === 'content.html') return 'text';
  if (apiPath === 'content.sentence') return 'sentence';
  if (apiPath === 'explanationHtml') return 'explanation';
  if (['points', 'level', 'explanation'].includes(apiPath)) return apiPath;
  return 'answer';
}
