// The fields of one answerable question (a question of its own, or a sub-question of a group): its prompt, and the
// answer fields of its type — options with the correct ones ticked, accepted answers per blank, accepted short answers,
// a model answer, the sentence to speak — then level, points and explanation.
import { useFieldArray, useFormContext, useWatch, type FieldError, type Path } from 'react-hook-form';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { BLANK_MARK, type AnswerableType } from '@/shared/exam.ts';
import { MAX_OPTIONS, MIN_OPTIONS, QUESTION_LEVELS, optionLetter } from '@/shared/question-bank.ts';
import { countBlanks } from '@/shared/schemas/question.ts';
import { RichTextField } from '@/components/rich-text/rich-text-field.tsx';
import { emptyOption, type QuestionForm } from './question-form.ts';

type Prefix = '' | `subQuestions.${number}.`;
const at = (prefix: Prefix, field: string) => `${prefix}${field}` as Path<QuestionForm>;

function errorAt(errors: unknown, path: string): string | undefined {
  let node = errors as Record<string, unknown> | undefined;
  for (const key of path.split('.')) node = node?.[key] as Record<string, unknown> | undefined;
  return (node as FieldError | undefined)?.message;
}

function ChoiceOptions({ prefix, multiple }: { prefix: Prefix; multiple: boolean }) {
  const { control, setValue, getValues, formState } = useFormContext<QuestionForm>();
  const { fields, append, remove } = useFieldArray({ control, name: at(prefix, 'options') as 'options' });
  const group = useId();
  const tick = (index: number, checked: boolean) => {
    if (!multiple) fields.forEach((_, i) => setValue(at(prefix, `options.${i}.correct`), i === index && checked));
    else setValue(at(prefix, `options.${index}.correct`), checked);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">
        Đáp án <span className="font-normal text-slate-500">({multiple ? 'đánh dấu mọi đáp án đúng' : 'chọn một đáp án đúng'})</span>
      </legend>
      {fields.map((field, i) => {
        const error = errorAt(formState.errors, at(prefix, `options.${i}.text`));
        return (
          <div key={field.id} className="flex items-start gap-2">
            <label className="flex min-h-10 items-center gap-2 pointer-coarse:min-h-11">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`${group}-correct`}
                className="size-5"
                defaultChecked={getValues(at(prefix, `options.${i}.correct`)) as boolean}
                onChange={(e) => tick(i, e.target.checked)}
                aria-label={`Đáp án ${optionLetter(i)} đúng`}
              />
              <span className="w-5 font-semibold text-slate-700">{optionLetter(i)}.</span>
            </label>
            <div className="min-w-0 flex-1">
              <RichTextField<QuestionForm>
                label={`Nội dung đáp án ${optionLetter(i)}`}
                hideLabel
                compact
                textPath={at(prefix, `options.${i}.text`)}
                htmlPath={at(prefix, `options.${i}.html`)}
                error={error}
              />
            </div>
            <Button size="sm" variant="ghost" disabled={fields.length <= MIN_OPTIONS} onClick={() => remove(i)}>
              Xoá<span className="sr-only"> đáp án {optionLetter(i)}</span>
            </Button>
          </div>
        );
      })}
      <Button size="sm" variant="secondary" disabled={fields.length >= MAX_OPTIONS} onClick={() => append(emptyOption())}>
        Thêm đáp án
      </Button>
    </fieldset>
  );
}

function BlankAnswers({ prefix }: { prefix: Prefix }) {
  const { register, control, formState } = useFormContext<QuestionForm>();
  const text = (useWatch({ control, name: at(prefix, 'text') }) as string) ?? '';
  const count = countBlanks(text);
  if (!count) return <p className="text-sm text-slate-500">Chèn ít nhất một chỗ trống {BLANK_MARK} vào nội dung câu hỏi.</p>;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">
        Đáp án đúng của từng chỗ trống <span className="font-normal text-slate-500">(nhiều đáp án chấp nhận được cách nhau bằng dấu ;)</span>
      </legend>
      {Array.from({ length: count }, (_, i) => (
        <TextField key={i} label={`Chỗ trống ${i + 1}`} error={errorAt(formState.errors, at(prefix, `blanks.${i}`))} {...register(at(prefix, `blanks.${i}`))} />
      ))}
    </fieldset>
  );
}

/** `groupOnly`: the prompt of a question group, whose answers and points are its sub-questions'. */
export function AnswerableFields({ prefix, type, groupOnly = false }: { prefix: Prefix; type: AnswerableType; groupOnly?: boolean }) {
  const { register, formState, getValues, setValue } = useFormContext<QuestionForm>();
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const textField = register(at(prefix, 'text'));
  const insertBlank = () => {
    const el = textRef.current;
    const value = (getValues(at(prefix, 'text')) as string) ?? '';
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    setValue(at(prefix, 'text'), `${value.slice(0, start)}${BLANK_MARK}${value.slice(end)}`, { shouldDirty: true });
    el?.focus();
  };
  const answerError = errorAt(formState.errors, at(prefix, 'answer'));
  const textError = errorAt(formState.errors, at(prefix, 'text'));
  // Fill-in text stays plain: its blanks are marks in the text, replaced by inputs when the question is shown.
  const plainPrompt = !groupOnly && type === 'fillInTheBlank';
  return (
    <div className="space-y-3">
      {plainPrompt ? (
        <TextAreaField
          label="Nội dung câu hỏi"
          required
          rows={3}
          error={textError}
          {...textField}
          ref={(el) => {
            textField.ref(el);
            textRef.current = el;
          }}
        />
      ) : (
        <RichTextField<QuestionForm>
          key="rich"
          label="Nội dung câu hỏi"
          required
          textPath={at(prefix, 'text')}
          htmlPath={at(prefix, 'html')}
          error={textError}
        />
      )}
      {!groupOnly && type === 'fillInTheBlank' && (
        <Button size="sm" variant="secondary" onClick={insertBlank}>
          Chèn chỗ trống {BLANK_MARK}
        </Button>
      )}
      {groupOnly ? null : (
        <>
          {(type === 'singleChoice' || type === 'multipleChoice') && <ChoiceOptions key={type} prefix={prefix} multiple={type === 'multipleChoice'} />}
          {type === 'fillInTheBlank' && <BlankAnswers prefix={prefix} />}
          {type === 'textAnswer' && (
            <TextField label="Đáp án được chấp nhận" required hint="Nhiều đáp án cách nhau bằng dấu ;" {...register(at(prefix, 'accepted'))} />
          )}
          {type === 'speaking' && (
            <TextField label="Câu cần nói" required error={errorAt(formState.errors, at(prefix, 'sentence'))} {...register(at(prefix, 'sentence'))} />
          )}
          {(type === 'essay' || type === 'speaking') && <TextAreaField label="Đáp án mẫu / hướng dẫn chấm" rows={3} {...register(at(prefix, 'sample'))} />}
        </>
      )}
      {answerError && (
        <p role="alert" className="text-sm text-red-600">
          {answerError}
        </p>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField label="Mức độ" placeholder="Chưa chọn" options={QUESTION_LEVELS} {...register(at(prefix, 'level'))} />
        {!groupOnly && (
          <TextField label="Điểm" inputMode="decimal" error={errorAt(formState.errors, at(prefix, 'points'))} {...register(at(prefix, 'points'))} />
        )}
      </div>
      <RichTextField<QuestionForm>
        label="Lời giải / giải thích"
        textPath={at(prefix, 'explanation')}
        htmlPath={at(prefix, 'explanationHtml')}
        error={errorAt(formState.errors, at(prefix, 'explanation'))}
      />
    </div>
  );
}
