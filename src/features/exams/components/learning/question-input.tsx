// How a student answers one question of each type (spec §3): choices as large tappable rows, blanks inline in the
// prompt, short and long text, and speaking (the pronunciation feature's recorder, loaded only when shown).
import { Component, Suspense, type ReactNode } from 'react';
import type { AnswerValue, ExamQuestion } from '@/shared/exam.ts';
import { blankParts } from '../../exam-format.ts';
import { QuestionMediaView } from './question-media.tsx';
import { useExamSlots } from '../../exam-slots.tsx';
import { RichText } from '@/components/rich-text/rich-text.tsx';

export interface QuestionInputProps {
  question: ExamQuestion;
  value: AnswerValue | null;
  /** debounce: typed text (committed after a short pause, or on blur). */
  onChange: (value: AnswerValue | null, debounce?: boolean) => void;
  onBlur: () => void;
  label: string;
}

const RECORDER_FAILED = 'Không mở được trình ghi âm. Hãy tải lại trang rồi thử lại; các câu khác vẫn được lưu bình thường.';

/** A recorder that cannot load (its chunk missing) costs only this question, never the exam on screen. */
class RecorderBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
        {RECORDER_FAILED}
      </p>
    );
  }
}

const choiceRow = (checked: boolean) =>
  `flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 text-base transition-colors ${
    checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-300'
  }`;
const textClass = 'w-full rounded-xl border-2 border-slate-300 bg-white px-4 py-3 text-base outline-none focus:border-brand-500';

export function QuestionInput({ question, value, onChange, onBlur, label }: QuestionInputProps) {
  const slots = useExamSlots();
  const { content, questionType: type } = question;
  const options = content.options ?? [];

  if (type === 'singleChoice' || type === 'multipleChoice') {
    const selected = value?.type === 'singleChoice' ? [value.optionId] : value?.type === 'multipleChoice' ? value.optionIds : [];
    const toggle = (id: string) => {
      if (type === 'singleChoice') return onChange({ type, optionId: id });
      const next = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
      onChange(next.length ? { type, optionIds: options.map((o) => o.id).filter((o) => next.includes(o)) } : null);
    };
    return (
      <fieldset className="space-y-2">
        <legend className="sr-only">{label}</legend>
        {type === 'multipleChoice' && <p className="text-sm text-slate-500">Chọn tất cả các đáp án đúng.</p>}
        {options.map((o, i) => (
          <label key={o.id} className={choiceRow(selected.includes(o.id))}>
            <input
              type={type === 'singleChoice' ? 'radio' : 'checkbox'}
              name={`q-${question.id}`}
              className="size-5 accent-brand-700"
              checked={selected.includes(o.id)}
              onChange={() => toggle(o.id)}
            />
            <span className="font-semibold text-slate-600">{String.fromCharCode(65 + i)}.</span>
            <RichText inline text={o.text} html={o.html} />
          </label>
        ))}
      </fieldset>
    );
  }

  if (type === 'fillInTheBlank') {
    const parts = blankParts(content);
    const blanks = value?.type === 'fillInTheBlank' ? value.blanks : [];
    const setBlank = (i: number, text: string) => {
      const next = Array.from({ length: parts.length - 1 }, (_, j) => (j === i ? text : (blanks[j] ?? '')));
      onChange({ type, blanks: next }, true);
    };
    return (
      <p className="text-lg leading-loose text-slate-800">
        {parts.map((part, i) => (
          <span key={i}>
            <span className="whitespace-pre-wrap">{part}</span>
            {i < parts.length - 1 && (
              <input
                aria-label={parts.length > 2 ? `${label}, chỗ trống ${i + 1}` : `${label}, chỗ trống`}
                className="mx-1 inline-block h-11 w-40 rounded-lg border-2 border-slate-300 px-2 text-base outline-none focus:border-brand-500"
                value={blanks[i] ?? ''}
                onChange={(e) => setBlank(i, e.target.value)}
                onBlur={onBlur}
                autoComplete="off"
              />
            )}
          </span>
        ))}
      </p>
    );
  }

  if (type === 'textAnswer' || type === 'essay') {
    const text = value?.type === type ? value.text : '';
    const props = {
      'aria-label': `${label}, câu trả lời`,
      className: textClass,
      value: text,
      onBlur,
      onChange: (e: { target: { value: string } }) => onChange({ type, text: e.target.value }, true),
    };
    return type === 'essay' ? <textarea rows={8} {...props} /> : <input autoComplete="off" {...props} />;
  }

  if (type === 'speaking') {
    return (
      <div className="space-y-3">
        {content.sentence && (
          <p lang="en" className="rounded-xl bg-slate-50 p-4 text-lg font-medium text-slate-800">
            {content.sentence}
          </p>
        )}
        {slots ? (
          <RecorderBoundary>
            <Suspense fallback={<p className="text-sm text-slate-500">Đang mở trình ghi âm…</p>}>
              <slots.SpeakingAnswer question={question} value={value} onChange={onChange} label={label} />
            </Suspense>
          </RecorderBoundary>
        ) : (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
            {RECORDER_FAILED}
          </p>
        )}
      </div>
    );
  }
  return null;
}

export function QuestionPrompt({ question }: { question: ExamQuestion }) {
  return (
    <>
      {question.questionType !== 'fillInTheBlank' && <RichText className="text-lg text-slate-800" text={question.content.text} html={question.content.html} />}
      {question.content.media && <QuestionMediaView media={question.content.media} />}
    </>
  );
}
