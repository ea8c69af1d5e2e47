// Choosing a lecture or an experiment for a topic from each library the teacher may read (her own, the school's
// approved items, the system's: its experiments for every member of the school's staff), found by name. What is
// already chosen says so.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { libraryPageQueryOptions } from '@/components/library/api/get-library-page.ts';
import { mayIn } from '@/components/library/library-permissions.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { Grants } from '@/shared/permissions.ts';
import type { LibraryLevel } from '@/shared/library.ts';
import type { LinkChoice } from '../stem-form.ts';
import { systemExperimentsQueryOptions } from '../api/get-system-experiments.ts';

export type LinkKind = 'lecture' | 'experiment';
export const LINK_LABELS: Record<LinkKind, string> = { lecture: 'bài giảng', experiment: 'thí nghiệm ảo' };
const LEVEL_LABELS: Record<LibraryLevel, string> = { personal: 'Thư viện cá nhân', school: 'Thư viện trường', system: 'Thư viện hệ thống' };

export interface LinkPickerDialogProps {
  kind: LinkKind | null;
  schoolId: number;
  grants: Grants;
  chosen: LinkChoice[];
  onPick: (item: LinkChoice) => void;
  onClose: () => void;
}

const refOf = (level: LibraryLevel, schoolId: number): LibraryRef => (level === 'system' ? { level } : { level, schoolId });

export function LinkPickerDialog({ kind, schoolId, grants, chosen, onPick, onClose }: LinkPickerDialogProps) {
  const shown = kind ?? 'lecture';
  // The system's experiments are read from a school (s/system_experiments) by its staff, without a system grant.
  const levels = (['personal', 'school', 'system'] as const).filter((l) => mayIn(grants, shown, l, 'view') || (l === 'system' && shown === 'experiment'));
  const [level, setLevel] = useState<LibraryLevel | null>(null);
  const [name, setName] = useState('');
  const current = level && levels.includes(level as never) ? level : (levels[0] ?? null);
  const fromSchool = shown === 'experiment' && current === 'system';
  const library = useQuery({
    ...libraryPageQueryOptions(shown, current ? refOf(current, schoolId) : { level: 'system' }, {
      name: name || undefined,
      perPage: 10,
      ...(current === 'school' ? { status: 'approved' as const } : {}),
    }),
    enabled: kind !== null && current !== null && !fromSchool,
  });
  const system = useQuery({ ...systemExperimentsQueryOptions(schoolId, name), enabled: kind !== null && fromSchool });
  const list = fromSchool ? system : library;
  useEffect(() => {
    if (kind) {
      setName('');
      setLevel(null);
    }
  }, [kind]);

  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      title={`Chọn ${LINK_LABELS[shown]}`}
      width={600}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Đóng
        </Button>
      }
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Thư viện"
          value={current ?? ''}
          options={levels.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
          onChange={(e) => setLevel(e.target.value as LibraryLevel)}
        />
        <SearchBox value={name} onSearch={setName} label="Tìm theo tên" />
      </div>
      <div className="mt-3 min-h-32" aria-live="polite">
        {current === null ? (
          <p className="py-6 text-center text-sm text-slate-500">Bạn không xem được thư viện {LINK_LABELS[shown]} nào.</p>
        ) : list.isError && !list.data ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : list.isPending ? (
          <Spinner />
        ) : list.data.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">Không có mục nào phù hợp.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.data.data.map((item) => {
              const picked = chosen.some((c) => c.id === item.id);
              return (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="text-sm text-slate-800">{item.name}</span>
                  <Button size="sm" variant={picked ? 'ghost' : 'secondary'} disabled={picked} onClick={() => onPick({ id: item.id, name: item.name })}>
                    {picked ? 'Đã chọn' : 'Chọn'}
                    <span className="sr-only"> “{item.name}”</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
