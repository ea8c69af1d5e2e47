// Choosing what to practise: a lesson of the school's English content (grouped by textbook series), then one of its
// words, sentences or paragraphs.
import { SelectField } from '@/components/ui/select-field.tsx';
import { VOCABULARY_KIND_LABEL, type PracticeItem, type PracticeLesson } from '../api/speaking-types.ts';

export interface ContentPickerProps {
  lessons: PracticeLesson[];
  lessonId: number | null;
  onLesson: (id: number) => void;
  items: PracticeItem[] | undefined;
  itemsLoading: boolean;
  itemId: number | null;
  onItem: (item: PracticeItem) => void;
}

export const lessonLabel = (l: PracticeLesson) =>
  `${l.seriesName}${l.grade ? ` – Lớp ${l.grade}` : ''}${l.unit ? ` – ${l.unit}` : ''}: ${l.title} (${VOCABULARY_KIND_LABEL[l.kind]})`;

export function ContentPicker({ lessons, lessonId, onLesson, items, itemsLoading, itemId, onItem }: ContentPickerProps) {
  return (
    <div className="space-y-3">
      <SelectField
        label="Bài học"
        value={lessonId ?? ''}
        onChange={(e) => onLesson(Number(e.target.value))}
        options={lessons.map((l) => ({ value: l.id, label: lessonLabel(l) }))}
      />
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
