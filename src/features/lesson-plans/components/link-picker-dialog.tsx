// Choosing a library item for an activity (spec §2): a lecture, media, question bank or exam from each library the
// author may read (their own, the school's approved items, the system's), found by name.
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
import { PLAN_LINK_KINDS, PLAN_LINK_LABELS, type PlanLink, type PlanLinkKind } from '@/shared/lesson-plan.ts';
import { reachOfPicked } from '../link-reach.ts';

const LEVEL_LABELS: Record<LibraryLevel, string> = { personal: 'Thư viện cá nhân', school: 'Thư viện trường', system: 'Thư viện hệ thống' };

export interface LinkPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (link: PlanLink) => void;
  grants: Grants;
  /** The plan's school (none for a system plan: only the system library). */
  schoolId: number | null;
  /** Already linked to the activity: shown as chosen. */
  chosen: PlanLink[];
}

const refOf = (level: LibraryLevel, schoolId: number | null): LibraryRef | null =>
  level === 'system' ? { level: 'system' } : schoolId === null ? null : { level, schoolId };

export function LinkPickerDialog({ open, onClose, onPick, grants, schoolId, chosen }: LinkPickerDialogProps) {
  const [kind, setKind] = useState<PlanLinkKind>('lecture');
  const levels = (['personal', 'school', 'system'] as const).filter((l) => refOf(l, schoolId) && mayIn(grants, kind, l, 'view'));
  const [level, setLevel] = useState<LibraryLevel>(levels[0] ?? 'personal');
  const [name, setName] = useState('');
  const current = levels.includes(level as never) ? level : levels[0];
  const ref = current ? refOf(current, schoolId) : null;
  const list = useQuery({
    ...libraryPageQueryOptions(kind, ref ?? { level: 'system' }, {
      name: name || undefined,
      perPage: 10,
      ...(current === 'school' ? { status: 'approved' as const } : {}),
    }),
    enabled: open && ref !== null,
  });
  useEffect(() => {
    if (open) setName('');
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Chọn học liệu cho hoạt động"
      width={640}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Đóng
        </Button>
      }
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Loại"
          value={kind}
          options={PLAN_LINK_KINDS.map((k) => ({ value: k, label: PLAN_LINK_LABELS[k] }))}
          onChange={(e) => setKind(e.target.value as PlanLinkKind)}
        />
        <SelectField
          label="Thư viện"
          value={current ?? ''}
          options={levels.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
          onChange={(e) => setLevel(e.target.value as LibraryLevel)}
        />
        <div className="sm:col-span-2">
          <SearchBox value={name} onSearch={setName} label="Tìm theo tên" />
        </div>
      </div>
      <div className="mt-3 min-h-32" aria-live="polite">
        {!ref ? (
          <p className="py-6 text-center text-sm text-slate-500">Bạn không có thư viện nào chứa loại này.</p>
        ) : list.isError && !list.data ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : list.isPending ? (
          <Spinner />
        ) : list.data.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">Không có mục nào phù hợp.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.data.data.map((item) => {
              const picked = chosen.some((l) => l.kind === kind && l.id === item.id);
              return (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="text-sm text-slate-800">{item.name}</span>
                  <Button
                    size="sm"
                    variant={picked ? 'ghost' : 'secondary'}
                    disabled={picked}
                    onClick={() => onPick({ kind, id: item.id, name: item.name, reach: reachOfPicked(kind, current!, schoolId) })}
                  >
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
