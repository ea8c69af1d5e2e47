// The import workbook's layout (spec: import from Excel, a template per question type): one sheet per type a teacher
// fills in, its columns in order with an example row, and the reading of one row into a question. Alternatives of an
// accepted answer are separated by ";", the blanks of a fill-in question by "|". Question groups are written in the
// editor (a group does not fit one row).
import type { AnswerableType, CorrectAnswer, QuestionContent } from '@/shared/exam.ts';
import { QUESTION_LEVELS, optionId } from '@/shared/question-bank.ts';

export interface SheetColumn {
  key: string;
  header: string;
  width: number;
}

export interface SheetLayout {
  type: AnswerableType;
  name: string;
  columns: SheetColumn[];
  example: string[];
}

const OPTION_LETTERS = 'ABCDEFGH'.split('');
const common: SheetColumn[] = [
  { key: 'level', header: 'Mức độ', width: 16 },
  { key: 'points', header: 'Điểm', width: 8 },
  { key: 'explanation', header: 'Lời giải', width: 40 },
];
const text: SheetColumn = { key: 'text', header: 'Nội dung câu hỏi', width: 60 };
const options: SheetColumn[] = OPTION_LETTERS.map((l) => ({ key: `option${l}`, header: `Đáp án ${l}`, width: 20 }));

export const SHEETS: SheetLayout[] = [
  {
    type: 'singleChoice',
    name: 'Một lựa chọn',
    columns: [text, ...options, { key: 'correct', header: 'Đáp án đúng (A–H)', width: 16 }, ...common],
    example: [
      'Thủ đô của Việt Nam là thành phố nào?',
      'Hà Nội',
      'Huế',
      'Đà Nẵng',
      'TP. Hồ Chí Minh',
      '',
      '',
      '',
      '',
      'A',
      'Nhận biết',
      '1',
      'Hà Nội là thủ đô từ năm 1010.',
    ],
  },
  {
    type: 'multipleChoice',
    name: 'Nhiều lựa chọn',
    columns: [text, ...options, { key: 'correct', header: 'Các đáp án đúng (vd: A, C)', width: 22 }, ...common],
    example: ['Số nào là số chẵn?', '2', '3', '4', '5', '', '', '', '', 'A, C', 'Thông hiểu', '1', ''],
  },
  {
    type: 'fillInTheBlank',
    name: 'Điền vào chỗ trống',
    columns: [text, { key: 'blanks', header: 'Đáp án các chỗ trống (cách nhau bằng |, đáp án thay thế bằng ;)', width: 40 }, ...common],
    example: ['Thủ đô của Pháp là {{}}, của Ý là {{}}.', 'Paris | Rome; Roma', 'Nhận biết', '1', ''],
  },
  {
    type: 'textAnswer',
    name: 'Trả lời ngắn',
    columns: [text, { key: 'accepted', header: 'Đáp án được chấp nhận (cách nhau bằng ;)', width: 30 }, ...common],
    example: ['Số nguyên tố nhỏ nhất là số nào?', '2; hai', 'Nhận biết', '1', ''],
  },
  {
    type: 'essay',
    name: 'Tự luận',
    columns: [text, { key: 'sample', header: 'Đáp án mẫu / hướng dẫn chấm', width: 40 }, ...common],
    example: ['Tả ngôi trường của em.', 'Mở bài giới thiệu trường; thân bài tả cảnh; kết bài nêu tình cảm.', 'Vận dụng', '3', ''],
  },
  {
    type: 'speaking',
    name: 'Nói (ghi âm)',
    columns: [text, { key: 'sentence', header: 'Câu cần nói', width: 30 }, { key: 'sample', header: 'Đáp án mẫu', width: 30 }, ...common],
    example: ['Đọc to câu sau.', 'I love my school.', '', 'Nhận biết', '1', ''],
  },
];

const split = (s: string, by: string) =>
  s
    .split(by)
    .map((x) => x.trim())
    .filter(Boolean);

function levelOf(label: string): string | null | undefined {
  if (!label.trim()) return null;
  const folded = label.trim().toLowerCase();
  return QUESTION_LEVELS.find((l) => l.label.toLowerCase() === folded || l.value === folded)?.value;
}

/** A row's cells by column key (texts, trimmed), and the question body they make (unchecked). */
export function questionFromRow(layout: SheetLayout, cells: string[]): { body: Record<string, unknown>; problems: { column: string; message: string }[] } {
  const at = (key: string) => (cells[layout.columns.findIndex((c) => c.key === key)] ?? '').trim();
  const problems: { column: string; message: string }[] = [];
  const level = levelOf(at('level'));
  if (level === undefined) problems.push({ column: 'Mức độ', message: `Mức độ phải là một trong: ${QUESTION_LEVELS.map((l) => l.label).join(', ')}` });
  const pointsText = at('points').replace(',', '.');
  const points = pointsText === '' ? 1 : Number(pointsText);
  const common = { level: level ?? null, points: Number.isFinite(points) ? points : -1, explanation: at('explanation') || null };
  switch (layout.type) {
    case 'singleChoice':
    case 'multipleChoice': {
      const texts = OPTION_LETTERS.map((l) => at(`option${l}`));
      const last = texts.reduce((n, t, i) => (t ? i + 1 : n), 0);
      const opts = texts.slice(0, last).map((t, i) => ({ id: optionId(i), text: t }));
      const letters = split(at('correct').toUpperCase(), ',').flatMap((x) => split(x, ';'));
      const ids = letters.map((l) => (OPTION_LETTERS.includes(l) ? optionId(OPTION_LETTERS.indexOf(l)) : `?${l}`));
      const answerKey =
        layout.type === 'singleChoice'
          ? ids.length === 1
            ? { type: 'singleChoice', optionId: ids[0] }
            : null
          : ids.length
            ? { type: 'multipleChoice', optionIds: ids }
            : null;
      return { body: { questionType: layout.type, content: { text: at('text'), options: opts }, answerKey, ...common }, problems };
    }
    case 'fillInTheBlank':
      return {
        body: {
          questionType: layout.type,
          content: { text: at('text') },
          answerKey: { type: 'fillInTheBlank', blanks: split(at('blanks'), '|').map((b) => split(b, ';')) },
          ...common,
        },
        problems,
      };
    case 'textAnswer':
      return {
        body: { questionType: layout.type, content: { text: at('text') }, answerKey: { type: 'textAnswer', accepted: split(at('accepted'), ';') }, ...common },
        problems,
      };
    case 'essay':
      return {
        body: { questionType: layout.type, content: { text: at('text') }, answerKey: { type: 'essay', sample: at('sample') || null }, ...common },
        problems,
      };
    case 'speaking':
      return {
        body: {
          questionType: layout.type,
          content: { text: at('text'), sentence: at('sentence') },
          answerKey: { type: 'speaking', sample: at('sample') || null },
          ...common,
        },
        problems,
      };
  }
}

/** The column a schema path points at, for the error list. */
export function columnOf(layout: SheetLayout, path: string): string {
  const option = /^content\.options\.(\d+)/.exec(path);
  if (option) return `Đáp án ${OPTION_LETTERS[Number(option[1])] ?? ''}`.trim();
  const key = path.startsWith('content.text') ? 'text' : path.startsWith('content.sentence') ? 'sentence' : path.split('.')[0];
  const byKey = layout.columns.find((c) => c.key === key);
  if (byKey) return byKey.header;
  return layout.columns.find((c) => ['correct', 'blanks', 'accepted', 'sample'].includes(c.key))?.header ?? 'Nội dung câu hỏi';
}

const join = (list: readonly string[], by: string) => list.join(by);
const LEVEL_LABELS = new Map<string, string>(QUESTION_LEVELS.map((l) => [l.value, l.label]));

/** A bank question as a row of its type's sheet (the reverse of questionFromRow): what an export writes. */
export function rowFromQuestion(
  layout: SheetLayout,
  q: { content: QuestionContent; answerKey: CorrectAnswer | null; level: string | null; points: number; explanation: string | null },
): string[] {
  const key = q.answerKey;
  const values: Record<string, string> = {
    text: q.content.text,
    level: q.level ? (LEVEL_LABELS.get(q.level) ?? '') : '',
    points: String(q.points).replace('.', ','),
    explanation: q.explanation ?? '',
    sentence: q.content.sentence ?? '',
    sample: key && (key.type === 'essay' || key.type === 'speaking') ? (key.sample ?? '') : '',
    accepted: key?.type === 'textAnswer' ? join(key.accepted, '; ') : '',
    blanks:
      key?.type === 'fillInTheBlank'
        ? join(
            key.blanks.map((b) => join(b, '; ')),
            ' | ',
          )
        : '',
  };
  (q.content.options ?? []).forEach((o, i) => (values[`option${OPTION_LETTERS[i]}`] = o.text));
  const letter = (id: string) => OPTION_LETTERS[(q.content.options ?? []).findIndex((o) => o.id === id)] ?? '';
  if (key?.type === 'singleChoice') values.correct = letter(key.optionId);
  if (key?.type === 'multipleChoice') values.correct = key.optionIds.map(letter).join(', ');
  return layout.columns.map((c) => values[c.key] ?? '');
}
