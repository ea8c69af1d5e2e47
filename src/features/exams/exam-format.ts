// Pure helpers of the student's exam screens: countdown and duration text, score, the answerable questions of an
// attempt and their numbers, and how an answer or an answer key reads on the result page.
import type { AnswerValue, CorrectAnswer, ExamFraction, QuestionContent } from '@/shared/exam.ts';
import { BLANK_MARK } from '@/shared/exam.ts';

// The countdown and the score are worded in lib/format.ts, shared with the mini games' timer and score.
export { formatCountdown, formatScore } from '@/lib/format.ts';
export const formatPoint = (p: number) => String(Math.round(p * 100) / 100).replace('.', ',');

/** Questions a student answers (sub-questions of a group, never the group itself), in exam order. */
export function answerableQuestions<Q extends { questionType: string; subQuestions?: Q[] }>(fractions: ExamFraction<Q>[]): Q[] {
  return fractions.flatMap((f) => f.questions.flatMap((q) => (q.questionType === 'leadingQuestion' ? (q.subQuestions ?? []) : [q])));
}

// Numbering lives in lib/exam-numbering.ts, shared with the teacher's screens.
export { numberedQuestions, numberRange, type NumberedQuestion } from '@/lib/exam-numbering.ts';

/** Text around the blanks of a fillInTheBlank prompt: n blanks give n + 1 parts. */
export const blankParts = (content: QuestionContent): string[] => content.text.split(BLANK_MARK);

export function describeAnswer(answer: AnswerValue | null, content: QuestionContent): string {
  if (!answer) return 'Chưa trả lời';
  const option = (id: string) => content.options?.find((o) => o.id === id);
  const label = (id: string) => {
    const o = option(id);
    const i = content.options?.findIndex((x) => x.id === id) ?? -1;
    return o ? `${String.fromCharCode(65 + Math.max(0, i))}. ${o.text}` : id;
  };
  switch (answer.type) {
    case 'singleChoice':
      return label(answer.optionId);
    case 'multipleChoice':
      return answer.optionIds.length ? answer.optionIds.map(label).join('; ') : 'Chưa trả lời';
    case 'fillInTheBlank':
      return answer.blanks.map((b) => b.trim() || '…').join(' | ');
    case 'textAnswer':
    case 'essay':
      return answer.text.trim() || 'Chưa trả lời';
    case 'speaking':
      return 'Đã ghi âm';
  }
}

export function describeCorrect(key: CorrectAnswer | null, content: QuestionContent): string | null {
  if (!key) return null;
  switch (key.type) {
    case 'singleChoice':
      return describeAnswer(key, content);
    case 'multipleChoice':
      return describeAnswer(key, content);
    case 'fillInTheBlank':
      return key.blanks.map((accepted) => accepted.join(' / ')).join(' | ');
    case 'textAnswer':
      return key.accepted.join(' / ');
    case 'essay':
    case 'speaking':
      return key.sample;
  }
}
