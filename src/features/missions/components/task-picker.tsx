// The tasks of a mission picked from the group's library (mission-books): exams, lectures to read and sentences to
// read aloud (from the list or typed by the teacher).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDuration } from '@/lib/format.ts';
import { missionBooksQueryOptions } from '../api/get-mission-books.ts';
import type { MissionFormValues } from '../mission-form.ts';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';

export interface TaskPickerProps {
  schoolId: number;
  groupId: number | null;
  register: UseFormRegister<MissionFormValues>;
  setValue: UseFormSetValue<MissionFormValues>;
  speaking: string[];
  error?: string;
}

const box = 'flex min-h-11 items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50';

export function TaskPicker({ schoolId, groupId, register, setValue, speaking, error }: TaskPickerProps) {
  // useQuery, not suspense: it waits for a choice made on this screen (enabled), and the screen stays usable meanwhile.
  const books = useQuery({ ...missionBooksQueryOptions(schoolId, groupId ?? 0), enabled: groupId !== null });
  const [sentence, setSentence] = useState('');
  const addSentence = () => {
    const text = sentence.trim();
    if (text && !speaking.includes(text)) setValue('speaking', [...speaking, text], { shouldValidate: true });
    setSentence('');
  };
  return (
    <fieldset className="space-y-4" aria-describedby={error ? 'tasks-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        Nội dung nhiệm vụ <span className="text-red-600">*</span>
      </legend>
      {groupId === null ? (
        <p className="text-sm text-slate-500">Chọn nhóm học tập để xem đề thi và bài giảng.</p>
      ) : !books.data ? (
        books.isError ? (
          <ErrorAlert size="sm" onRetry={() => void books.refetch()}>
            {TEXT.loadFailed}
          </ErrorAlert>
        ) : (
          <Spinner size="sm" />
        )
      ) : (
        <>
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-800">Đề thi của nhóm</h3>
            {books.data.exams.length === 0 && <p className="text-sm text-slate-500">Nhóm chưa có đề thi.</p>}
            {books.data.exams.map((e) => (
              <label key={e.id} className={box}>
                <input type="checkbox" value={String(e.id)} className="mt-1 size-4" {...register('examIds')} />
                <span>
                  {e.title}{' '}
                  <span className="text-slate-500">
                    · {formatDuration(e.duration)} · {e.questionCount} câu hỏi
                  </span>
                </span>
              </label>
            ))}
          </div>
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-800">Bài giảng cần đọc</h3>
            {books.data.lectures.map((l) => (
              <label key={l.id} className={box}>
                <input type="checkbox" value={String(l.id)} className="mt-1 size-4" {...register('lectureIds')} />
                <span>
                  {l.title}
                  {l.summary && <span className="block text-slate-500">{l.summary}</span>}
                </span>
              </label>
            ))}
          </div>
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-800">Luyện nói</h3>
            {books.data.speaking.map((s) => (
              <label key={s.text} className={box}>
                <input type="checkbox" value={s.text} className="mt-1 size-4" {...register('speaking')} />
                <span>
                  {s.text} <span className="text-slate-500">· {s.source}</span>
                </span>
              </label>
            ))}
            {speaking
              .filter((s) => !books.data.speaking.some((b) => b.text === s))
              .map((s) => (
                <label key={s} className={box}>
                  <input type="checkbox" value={s} className="mt-1 size-4" {...register('speaking')} />
                  <span>{s}</span>
                </label>
              ))}
            <div className="flex gap-2">
              <input
                value={sentence}
                onChange={(e) => setSentence(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addSentence();
                  }
                }}
                aria-label="Câu luyện nói khác"
                placeholder="Nhập câu tiếng Anh khác để học sinh đọc"
                className="h-10 flex-1 rounded-lg border border-slate-300 px-3 text-sm"
              />
              <button type="button" onClick={addSentence} className="h-10 rounded-lg px-3 text-sm font-medium text-brand-700 ring-1 ring-brand-200">
                Thêm câu
              </button>
            </div>
          </div>
        </>
      )}
      {error && (
        <p id="tasks-error" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
