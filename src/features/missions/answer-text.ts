// A student's answer as text for the marking page: option texts for choices, blanks joined, essays as written.
import type { ResultQuestion } from '@/shared/exam.ts';

export function answerText(q: ResultQuestion): string {
  const a = q.answer;
  if (!a) return 'Chưa trả lời';
  const option = (id: string) => q.content.options?.find((o) => o.id === id)?.text ?? id;
  switch (a.type) {
    case 'singleChoice':
      return option(a.optionId);
    case 'multipleChoice':
      return a.optionIds.map(option).join(', ') || 'Chưa trả lời';
    case 'fillInTheBlank':
      return a.blanks.map((b) => b || '…').join(' | ');
    case 'textAnswer':
    case 'essay':
      return a.text || 'Chưa trả lời';
    case 'speaking':
      return `Bản ghi âm: ${a.recordingId}`;
  }
}

/** Questions a teacher gives points to by hand (spec §3: essay; speaking answers too). */
export const isManual = (q: ResultQuestion) => q.questionType === 'essay' || q.questionType === 'speaking';

/** Every answerable question of an exam result, sub-questions in place of their group. */
export const flatQuestions = (fractions: { questions: ResultQuestion[] }[]) => fractions.flatMap((f) => f.questions.flatMap((q) => q.subQuestions ?? [q]));

/** Questions numbered as the exam player numbers them: top-level questions in order, a group's parts as 7.1, 7.2. */
export function numberedQuestions(fractions: { questions: ResultQuestion[] }[]): { label: string; q: ResultQuestion }[] {
  let n = 0;
  return fractions.flatMap((f) =>
    f.questions.flatMap((q) => {
      n += 1;
      return q.subQuestions ? q.subQuestions.map((s, j) => ({ label: `${n}.${j + 1}`, q: s })) : [{ label: String(n), q }];
    }),
  );
}
