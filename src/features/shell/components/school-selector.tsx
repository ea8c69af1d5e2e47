// The header's school selector (spec §2): search the user's schools, choose one to open it, "Tham gia trường học"
// (value 'add') opens the join dialog, clearing the choice goes back to the overview.
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { useLayoutSlots } from '../layout-slots.tsx';
import { shortcutsQueryOptions } from '../api/get-shortcuts.ts';
import { useChooseSchool } from '../use-choose-school.ts';

/** The current school (its name) or one of the user's schools (with its expiry mark). */
type School = { id: number; name: string; expired?: boolean };
type Choice = School | 'add' | null;

const sameChoice = (a: Choice, b: Choice) => (a && b && a !== 'add' && b !== 'add' ? a.id === b.id : a === b);

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** Lower-case without Vietnamese accents, so "hoa binh" finds "Hoà Bình" in the offline fallback. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

export interface SchoolSelectorProps {
  current: School | null;
  /** The schools of the cached session, searched locally when the server cannot be reached. */
  known: School[];
}

export function SchoolSelector({ current, known }: SchoolSelectorProps) {
  const { JoinSchoolDialog } = useLayoutSlots();
  const [query, setQuery] = useState('');
  const [joinOpen, setJoinOpen] = useState(false);
  const name = useDebounced(query, 250);
  // useQuery, not suspense: a part of the header must never hold up or fail the page under it.
  const shortcuts = useQuery(shortcutsQueryOptions(name));
  const isFetching = shortcuts.isFetching;
  const schools = shortcuts.data ?? (shortcuts.isError ? known.filter((s) => foldText(s.name).includes(foldText(name))) : []);
  const chooseSchool = useChooseSchool();
  const navigate = useNavigate();

  const onChange = (choice: Choice) => {
    if (choice === 'add') setJoinOpen(true);
    else if (choice === null) void navigate({ to: '/' });
    else if (choice.id !== current?.id) void chooseSchool(choice.id);
  };

  return (
    <>
      {/* Not `immediate`: a keyboard user tabbing through the header must not get the list (and the page made inert)
          on focus; typing or the arrow button opens it. */}
      <Combobox<Choice> value={current} by={sameChoice} onChange={onChange} onClose={() => setQuery('')}>
        <div className="relative w-64 max-w-[45vw]">
          <ComboboxInput<Choice>
            aria-label="Chọn trường học"
            placeholder="Chọn trường học"
            displayValue={(c) => (c && c !== 'add' ? c.name : '')}
            onChange={(e) => setQuery(e.target.value)}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-11 pl-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          <ComboboxButton aria-label="Mở danh sách trường học" className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-500">
            <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
              <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
            </svg>
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-40 mt-1 max-h-72 w-(--input-width) min-w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg empty:invisible"
        >
          {schools.map((s) => (
            <ComboboxOption
              key={s.id}
              value={s}
              className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm data-focus:bg-brand-50 data-selected:font-semibold data-selected:text-brand-700"
            >
              <span>{s.name}</span>
              {s.expired && <Badge tone="danger">{TEXT.schoolExpiredBadge}</Badge>}
            </ComboboxOption>
          ))}
          {!isFetching && schools.length === 0 && <p className="px-3 py-2 text-sm text-slate-500">Không tìm thấy trường học</p>}
          <ComboboxOption value="add" className="cursor-pointer border-t border-slate-100 px-3 py-2 text-sm font-medium text-brand-600 data-focus:bg-brand-50">
            + Tham gia trường học
          </ComboboxOption>
        </ComboboxOptions>
      </Combobox>
      <JoinSchoolDialog open={joinOpen} onClose={() => setJoinOpen(false)} />
    </>
  );
}
