// A question as its author writes it (spec §3 question types): one schema for the editor and the server. Each type's
// answer key must fit its content — a choice question names options it has, a fill-in question has accepted answers
// for each of its blanks — so a question without a correct answer can never be saved.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { BLANK_MARK } from '../exam.ts';
import { MAX_OPTIONS, MAX_SUB_QUESTIONS, MIN_OPTIONS, QUESTION_LEVELS } from '../question-bank.ts';
import { RICH_MAX, RICH_MEDIA_URL } from '../rich-text.ts';

const TEXT_MAX = 10_000;
const prompt = v.pipe(v.string(MSG.questionTextRequired), v.trim(), v.minLength(1, MSG.questionTextRequired), v.maxLength(TEXT_MAX, MSG.questionTextTooLong));
const shortText = (required: string) => v.pipe(v.string(required), v.trim(), v.minLength(1, required), v.maxLength(1000, MSG.questionTextTooLong));
/**
 * The rich version of a text (src/shared/rich-text.ts): cleaned by the server, which then rewrites the plain text
 * beside it from what is left.
 */
const rich = v.optional(v.pipe(v.string(MSG.invalidInput), v.maxLength(RICH_MAX, MSG.questionTextTooLong)));
const options = v.pipe(
  v.array(
    v.object({ id: v.pipe(v.string(), v.regex(/^[a-z]$/, MSG.invalidInput)), text: shortText(MSG.questionOptionRequired), html: rich }),
    MSG.invalidInput,
  ),
  v.minLength(MIN_OPTIONS, MSG.questionOptionsCount),
  v.maxLength(MAX_OPTIONS, MSG.questionOptionsCount),
  v.check((list) => new Set(list.map((o) => o.id)).size === list.length, MSG.invalidInput),
);
// Media are the platform's stored files (a content file's public address), or the built-in media (server/src/exams/media.routes.ts).
const media = v.optional(
  v.object({
    type: v.picklist(['image', 'audio', 'video'], MSG.invalidInput),
    url: v.pipe(
      v.string(),
      v.check((url) => /^(\/api\/s\/files\/\d{1,10}|media\/[a-z0-9-]{1,80}\.[a-z0-9]{2,4})$/.test(url) || RICH_MEDIA_URL.test(url), MSG.invalidInput),
    ),
  }),
);

/**
 * An answer key the author may not have given yet: a missing key is reported by the question's own check with
 * MSG.questionCorrectRequired, not as a missing field (valibot names the outer object for those).
 */
const keyOf = <S extends v.GenericSchema>(schema: S) => v.nullish(schema);

/** How many blanks a fill-in text has. */
export const countBlanks = (text: string) => text.split(BLANK_MARK).length - 1;

const common = {
  level: v.optional(
    v.nullable(
      v.picklist(
        QUESTION_LEVELS.map((l) => l.value),
        MSG.invalidInput,
      ),
    ),
    null,
  ),
  points: v.optional(v.pipe(v.number(MSG.questionPointsInvalid), v.minValue(0, MSG.questionPointsInvalid), v.maxValue(100, MSG.questionPointsInvalid)), 1),
  explanation: v.optional(v.nullable(v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(TEXT_MAX, MSG.questionTextTooLong))), null),
  explanationHtml: v.optional(v.nullable(v.pipe(v.string(MSG.invalidInput), v.maxLength(RICH_MAX, MSG.questionTextTooLong))), null),
};

const singleChoice = v.pipe(
  v.object({
    questionType: v.literal('singleChoice'),
    content: v.object({ text: prompt, html: rich, options, media }),
    answerKey: keyOf(v.object({ type: v.literal('singleChoice'), optionId: v.string(MSG.questionCorrectRequired) }, MSG.questionCorrectRequired)),
    ...common,
  }),
  v.check((q) => !!q.answerKey && q.content.options.some((o) => o.id === q.answerKey?.optionId), MSG.questionCorrectRequired),
);

const multipleChoice = v.pipe(
  v.object({
    questionType: v.literal('multipleChoice'),
    content: v.object({ text: prompt, html: rich, options, media }),
    answerKey: keyOf(
      v.object(
        { type: v.literal('multipleChoice'), optionIds: v.pipe(v.array(v.string()), v.minLength(1, MSG.questionCorrectRequired)) },
        MSG.questionCorrectRequired,
      ),
    ),
    ...common,
  }),
  v.check((q) => !!q.answerKey && q.answerKey.optionIds.every((id) => q.content.options.some((o) => o.id === id)), MSG.questionCorrectRequired),
);

const accepted = v.pipe(v.array(shortText(MSG.questionCorrectRequired)), v.minLength(1, MSG.questionCorrectRequired), v.maxLength(20, MSG.invalidInput));

const fillInTheBlank = v.pipe(
  v.object({
    questionType: v.literal('fillInTheBlank'),
    content: v.object({ text: prompt, media }),
    answerKey: keyOf(v.object({ type: v.literal('fillInTheBlank'), blanks: v.array(accepted) }, MSG.questionCorrectRequired)),
    ...common,
  }),
  v.check((q) => countBlanks(q.content.text) > 0, MSG.questionBlanksMissing),
  v.check((q) => countBlanks(q.content.text) === (q.answerKey?.blanks.length ?? 0), MSG.questionBlanksMismatch),
);

const textAnswer = v.pipe(
  v.object({
    questionType: v.literal('textAnswer'),
    content: v.object({ text: prompt, html: rich, media }),
    answerKey: keyOf(v.object({ type: v.literal('textAnswer'), accepted }, MSG.questionCorrectRequired)),
    ...common,
  }),
  v.check((q) => !!q.answerKey, MSG.questionCorrectRequired),
);

const sample = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(TEXT_MAX, MSG.questionTextTooLong))), null);
const essay = v.object({
  questionType: v.literal('essay'),
  content: v.object({ text: prompt, html: rich, media }),
  answerKey: v.optional(v.object({ type: v.literal('essay'), sample }), { type: 'essay', sample: null }),
  ...common,
});

const speaking = v.object({
  questionType: v.literal('speaking'),
  content: v.object({ text: prompt, html: rich, sentence: shortText(MSG.questionSentenceRequired), media }),
  answerKey: v.optional(v.object({ type: v.literal('speaking'), sample }), { type: 'speaking', sample: null }),
  ...common,
});

/** Any answerable question (a sub-question of a group is one of these). */
export const answerableQuestionSchema = v.variant(
  'questionType',
  [singleChoice, multipleChoice, fillInTheBlank, textAnswer, essay, speaking],
  MSG.invalidInput,
);

const leadingQuestion = v.object({
  questionType: v.literal('leadingQuestion'),
  content: v.object({ text: prompt, html: rich, media }),
  answerKey: v.optional(v.null(), null),
  ...common,
  subQuestions: v.pipe(
    v.array(answerableQuestionSchema, MSG.questionSubRequired),
    v.minLength(1, MSG.questionSubRequired),
    v.maxLength(MAX_SUB_QUESTIONS, MSG.questionSubTooMany),
  ),
});

export const questionSchema = v.variant(
  'questionType',
  [leadingQuestion, singleChoice, multipleChoice, fillInTheBlank, textAnswer, essay, speaking],
  MSG.invalidInput,
);
export type QuestionInput = v.InferOutput<typeof questionSchema>;
export type AnswerableQuestionInput = v.InferOutput<typeof answerableQuestionSchema>;

/** New order of a bank's questions: every top-level question id once. */
export const questionOrderSchema = v.object({ ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(20_000, MSG.invalidInput)) });

/** The most questions one import saves (a sheet of more is refused whole). */
export const MAX_IMPORT_QUESTIONS = 2000;

/** An import: every question checked, all saved together or none. */
export const questionImportSchema = v.object({
  questions: v.pipe(v.array(questionSchema, MSG.invalidInput), v.minLength(1, MSG.importEmpty), v.maxLength(MAX_IMPORT_QUESTIONS, MSG.importTooMany)),
});
