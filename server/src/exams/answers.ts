// Saving answers of an attempt: validated against the exam, normalized (spec §5), and merged so that the newest
// clientUpdatedAt per question wins — two tabs, retries and late replays can never bring back an older answer.
import { sql, type SQL } from 'drizzle-orm';
import { HttpError } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { AnswerValue, SavedAnswer } from '../../../src/shared/exam.ts';
import { normalizeAnswer } from './grading.ts';
import type { ExamStructure, Queryable, StructureItem } from './structure.ts';
import { SERVER_MSG } from '../messages.ts';

const reject = (index: number, message: string) => new HttpError(422, message, { [`answers.${index}`]: [message] });

/** The answer as it will be stored, or a 422 naming the offending entry. */
function checkAnswer(item: StructureItem | undefined, answer: AnswerValue | null, index: number): AnswerValue | null {
  if (!item) throw reject(index, SERVER_MSG.examQuestionNotInExam);
  if (answer === null) return null;
  if (answer.type !== item.questionType) throw reject(index, SERVER_MSG.examAnswerTypeMismatch);
  const optionIds = new Set((item.content.options ?? []).map((o) => o.id));
  if (answer.type === 'singleChoice' && !optionIds.has(answer.optionId)) throw reject(index, MSG.invalidInput);
  if (answer.type === 'multipleChoice' && answer.optionIds.some((o) => !optionIds.has(o))) throw reject(index, MSG.invalidInput);
  if (answer.type === 'fillInTheBlank' && answer.blanks.length > (item.content.blankCount ?? 1)) throw reject(index, MSG.invalidInput);
  return normalizeAnswer(answer);
}

export type NewestAnswers = Map<number, { answer: AnswerValue | null; at: Date }>;

/**
 * The answers of a request, checked against the exam (422 naming the offending entry) and normalized, newest entry
 * per question: ON CONFLICT cannot touch a row twice in one statement.
 */
export function newestAnswers(structure: ExamStructure, answers: SavedAnswer[]): NewestAnswers {
  const newest: NewestAnswers = new Map();
  answers.forEach((a, i) => {
    const answer = checkAnswer(structure.answerable.get(a.questionId), a.answer, i);
    const at = new Date(a.clientUpdatedAt);
    const prev = newest.get(a.questionId);
    if (!prev || prev.at < at) newest.set(a.questionId, { answer, at });
  });
  return newest;
}

/** `(user_exam_id, question_id, answer, client_updated_at)` rows for a VALUES list, of one attempt or several. */
export function answerValues(rows: { userExamId: number; answers: NewestAnswers }[]) {
  return sql.join(
    rows.flatMap(({ userExamId, answers }) =>
      [...answers].map(
        ([questionId, { answer, at }]) =>
          sql`(${userExamId}::integer, ${questionId}::integer, ${answer === null ? null : JSON.stringify(answer)}::jsonb, ${at.toISOString()}::timestamptz)`,
      ),
    ),
    sql`, `,
  );
}

/**
 * The upsert of answer rows: an answer replaces the stored one only when its clientUpdatedAt is newer; a change clears
 * any grade it had (a late merge after auto-close). `source` yields (user_exam_id, question_id, answer,
 * client_updated_at); returns `returning` (by default user_exam_id, question_id) of the rows written.
 */
export const upsertAnswersSql = (source: SQL, returning: SQL = sql`user_exam_id, question_id`) => sql`
    insert into user_exam_answers (user_exam_id, question_id, answer, client_updated_at, server_updated_at)
    ${source}
    on conflict (user_exam_id, question_id) do update set
      answer = excluded.answer, client_updated_at = excluded.client_updated_at, server_updated_at = excluded.server_updated_at,
      point_earned = null, is_marked = false, comment = null, marked_by = null, marked_at = null
    where user_exam_answers.client_updated_at < excluded.client_updated_at
    returning ${returning}`;

/**
 * Upserts the answers; returns the ids of the questions whose stored answer changed.
 * onlyOpen: write nothing unless the attempt is still in progress (checked under the row lock).
 */
export async function saveAnswers(
  db: Queryable,
  userExamId: number,
  structure: ExamStructure,
  answers: SavedAnswer[],
  opts: { onlyOpen: boolean },
): Promise<{ applied: number[]; distinct: number }> {
  const newest = newestAnswers(structure, answers);
  if (!newest.size) return { applied: [], distinct: 0 };
  // One statement: the CTE locks the attempt row, so a save racing a submission either lands before it (and is graded)
  // or finds the attempt closed and writes nothing — never an ungraded answer on a submitted attempt.
  const result = (await db.execute(sql`
    with attempt as (
      select id from user_exams where id = ${userExamId} ${opts.onlyOpen ? sql`and status = 'in_progress'` : sql``} for update
    )
    ${upsertAnswersSql(sql`select attempt.id, v.question_id, v.answer, v.client_updated_at, now()
    from attempt, (values ${answerValues([{ userExamId, answers: newest }])}) as v(user_exam_id, question_id, answer, client_updated_at)`)}`)) as unknown as {
    rows: { question_id: number }[];
  };
  return { applied: result.rows.map((r) => Number(r.question_id)).sort((a, b) => a - b), distinct: newest.size };
}
