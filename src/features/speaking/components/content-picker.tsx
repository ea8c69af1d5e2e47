// Choosing what to practise: a grade and a textbook series narrow the school's English lessons, listed with their full
// titles (they wrap on a tablet instead of being cut), then one of the lesson's words, sentences or paragraphs.
import { SelectField } from '@/components/ui/select-field.tsx';
import { VOCABULARY_KIND_LABEL, type PracticeItem, type PracticeLesson } from '../api/speaking-types.ts';
import { ALL, filterChoices, type LessonFilter } from '../lesson-filter.ts';

export interface ContentPickerProps {
  /** Every lesson (for the filter choices) and those the filter lists. */
  lessons: PracticeLesson[];
  listed: PracticeLesson[];
  filter: LessonFilter;
  onFilter: (f: LessonFilter) => void;
  lessonId: number | null;
  onLesson: (id: number) => void;
  items: PracticeItem[] | undefined;
  itemsLoading: boolean;
  itemId: number | null;
  onItem: (item: PracticeItem) => void;
}

/** Where a lesson sits: series, grade, unit and what it practises. */
export const lessonLabel = (l: PracticeLesson) =>
  [l.seriesName, l.grade ? `Lớp ${l.grade}` : null, l.unit, VOCABULARY_KIND_LABEL[l.kind]].filter(Boolean).join(' · ');

const choice = (value: string) => (value === ALL ? ALL : Number(value));

export function ContentPicker({ lessons, listed, filter, onFilter, lessonId, onLesson, items, itemsLoading, itemId, onItem }: ContentPickerProps) {
  const { grades, series } = filterChoices(lessons);
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2">
        <SelectField
          label="Lớp"
          value={filter.grade}
          onChange={(e) => onFilter({ ...filter, grade: choice(e.target.value) })}
          options={[{ value: ALL, label: 'Tất cả các lớp' }, ...grades.map((g) => ({ value: g, label: `Lớp ${g}` }))]}
        />
        <SelectField
          label="Bộ sách"
          value={filter.series}
          onChange={(e) => onFilter({ ...filter, series: choice(e.target.value) })}
          options={[{ value: ALL, label: 'Tất cả' }, ...series.map((s) => ({ value: s.id, label: s.name }))]}
        />
      </div>
      {listed.length === 0 ? (
        <p className="text-sm text-slate-500">Không có bài học nào cho lựa chọn này.</p>
      ) : (
        <ul aria-label="Bài học" className="max-h-72 space-y-1 overflow-y-auto">
          {listed.map((l) => (
            <li key={l.id}>
              <button
                type="button"
                aria-current={l.id === lessonId ? 'true' : undefined}
                onClick={() => onLesson(l.id)}
                className={`w-full rounded-lg px-3 py-2 text-left text-sm ${l.id === lessonId ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-500' : 'hover:bg-slate-100'}`}
              >
                <span className="block">{l.title}</span>
                <span className="block text-xs font-normal text-slate-600">{lessonLabel(l)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {itemsLoading && <p className="text-sm text-slate-500">Đang tải nội dung...</p>}
      {items && items.length === 0 && <p className="text-sm text-slate-500">Bài học này chưa có nội dung.</p>}
      {items && items.length > 0 && (
        <ul aria-label="Nội dung luyện đọc" className="max-h-96 space-y-1 overflow-y-auto">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-current={item.id === itemId ? 'true' : undefined}
                onClick={() => onItem(item)}
                className={`w-full rounded-lg px-3 py-2 text-left text-sm ${item.id === itemId ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-500' : 'hover:bg-slate-100'}`}
              >
                <span className="line-clamp-2">{item.text}</span>
                {item.meaning && <span className="block text-xs font-normal text-slate-600">{item.meaning}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
