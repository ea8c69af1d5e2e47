// A student's answer as text for the marking page: option texts for choices, blanks joined, essays as written.
import type { ResultQuestion } from '@/shared/exam.ts';
import { questionNumbers } from '@/lib/exam-numbering.ts';

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

/** Every answerable question with its number as the student's exam shows it (lib/exam-numbering.ts). */
export function numberedQuestions(fractions: { questions: ResultQuestion[] }[]): { label: string; q: ResultQuestion }[] {
  const numbers = questionNumbers(fractions);
  return flatQuestions(fractions).map((q) => ({ label: String(numbers.get(q.id) ?? '?'), q }));
}
