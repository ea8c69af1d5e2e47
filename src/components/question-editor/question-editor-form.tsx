// Writing or editing one question (spec §3 question types), for a bank or in place in an exam: its type, its prompt and
// answer fields, and for a question group the sub-questions. Checked by the shared schema before the caller sends it; a
// refusal from the server puts its messages under the fields, and nothing typed is lost.
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch, type Path } from 'react-hook-form';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { QUESTION_TYPES, type AnswerableType } from '@/shared/exam.ts';
import { MAX_SUB_QUESTIONS, QUESTION_TYPE_LABELS, type BankQuestion } from '@/shared/question-bank.ts';
import { questionSchema, type QuestionInput } from '@/shared/schemas/question.ts';
import { emptyAnswerable, emptyQuestion, formFromQuestion, formPath, inputFromForm, type QuestionForm } from './question-form.ts';
import { AnswerableFields } from './answerable-fields.tsx';

const ANSWERABLE = QUESTION_TYPES.filter((t): t is AnswerableType => t !== 'leadingQuestion');

function SubQuestions() {
  const { control, register } = useFormContext<QuestionForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'subQuestions' });
  const types = useWatch({ control, name: 'subQuestions' }) ?? [];
  return (
    <section aria-label="Câu hỏi con" className="space-y-3">
      <h2 className="text-base font-semibold text-slate-900">Câu hỏi con</h2>
      {fields.map((field, i) => (
        <article key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h3 className="font-medium text-slate-800">Câu {i + 1}</h3>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, i - 1)}>
                Lên<span className="sr-only"> câu {i + 1}</span>
              </Button>
              <Button size="sm" variant="ghost" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                Xuống<span className="sr-only"> câu {i + 1}</span>
              </Button>
              <Button size="sm" variant="ghost" className="text-red-700" disabled={fields.length <= 1} onClick={() => remove(i)}>
                Xoá<span className="sr-only"> câu {i + 1}</span>
              </Button>
            </div>
          </div>
          <SelectField
            label="Loại câu hỏi con"
            options={ANSWERABLE.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))}
            {...register(`subQuestions.${i}.questionType` as Path<QuestionForm>)}
          />
          <AnswerableFields prefix={`subQuestions.${i}.`} type={types[i]?.questionType ?? 'singleChoice'} />
        </article>
      ))}
      <Button variant="secondary" size="sm" disabled={fields.length >= MAX_SUB_QUESTIONS} onClick={() => append(emptyAnswerable())}>
        Thêm câu hỏi con
      </Button>
    </section>
  );
}

export interface QuestionEditorFormProps {
  /** null: a new question. */
  question: BankQuestion | null;
  /** Sends the question; a rejection with a 422 puts its messages under the fields. */
  onSubmit: (input: QuestionInput) => Promise<void>;
  onCancel: () => void;
  submitLabel?: string;
}

export function QuestionEditorForm({ question, onSubmit, onCancel, submitLabel = 'Lưu câu hỏi' }: QuestionEditorFormProps) {
  const formId = useId();
  const form = useForm<QuestionForm>({
    resolver: mappedResolver(questionSchema, inputFromForm, formPath),
    defaultValues: question ? formFromQuestion(question) : emptyQuestion(),
  });
  const type = useWatch({ control: form.control, name: 'questionType' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(inputFromForm(values) as QuestionInput);
    } catch (e) {
      reportFormError(e, form.setError, (key) => formPath(key) as Path<QuestionForm>);
    }
  });

  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <SelectField
          label="Loại câu hỏi"
          className="max-w-xs"
          options={QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))}
          {...form.register('questionType', {
            onChange: (e: { target: { value: string } }) => {
              if (e.target.value === 'leadingQuestion' && !form.getValues('subQuestions').length) form.setValue('subQuestions', [emptyAnswerable()]);
            },
          })}
        />
        {type === 'leadingQuestion' ? (
          <>
            <AnswerableFields prefix="" type="essay" groupOnly />
            <SubQuestions />
          </>
        ) : (
          <AnswerableFields prefix="" type={type} />
        )}
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
            Huỷ
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
