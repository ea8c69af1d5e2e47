// "Giao tài liệu": the teacher picks lectures, e-books and media items she may give (her own, the school's approved,
// the system's; ready e-books), one tab per kind with a search by name, and gives them to the group at once. Items the
// group already has are shown, marked, and cannot be picked again.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { COURSEWARE_KINDS, COURSEWARE_KIND_LABELS, type CoursewareKind, type GivableCourseware } from '@/shared/courseware.ts';
import { givableCoursewaresQueryOptions } from '../api/get-givable-coursewares.ts';
import { useGiveCourseware } from '../api/give-courseware.ts';
import { factsLine } from '../courseware-format.ts';
import { CoursewareThumb } from './courseware-thumb.tsx';

export interface GiveCoursewareDialogProps {
  open: boolean;
  schoolId: number;
  groupId: number;
  groupName: string;
  onClose: () => void;
}

type Picked = Pick<GivableCourseware, 'kind' | 'itemId' | 'title'>;
const pickKey = (p: Pick<GivableCourseware, 'kind' | 'itemId'>) => `${p.kind}:${p.itemId}`;

const LEVEL_LABELS: Record<GivableCourseware['level'], string> = { personal: 'Của tôi', school: 'Thư viện trường', system: 'Thư viện hệ thống' };
const NONE: Record<CoursewareKind, string> = {
  lecture: 'Không có bài giảng nào để giao',
  book: 'Không có sách điện tử nào để giao',
  media: 'Không có học liệu nào để giao',
};

function GivableList(props: {
  schoolId: number;
  groupId: number;
  kind: CoursewareKind;
  picked: Map<string, Picked>;
  onToggle: (item: GivableCourseware) => void;
}) {
  const [name, setName] = useState('');
  const list = useQuery(givableCoursewaresQueryOptions(props.schoolId, props.groupId, props.kind, name));
  const label = COURSEWARE_KIND_LABELS[props.kind].toLowerCase();
  return (
    <div className="space-y-3">
      <SearchBox value={name} onSearch={setName} label={`Tìm ${label} theo tên`} />
      {!list.data ? (
        list.isError ? (
          <ErrorAlert size="sm" onRetry={() => void list.refetch()}>
            {TEXT.loadFailed}
          </ErrorAlert>
        ) : (
          <Spinner />
        )
      ) : list.data.length === 0 ? (
        <EmptyState title={name ? `Không tìm thấy ${label} nào có tên "${name}"` : NONE[props.kind]} />
      ) : (
        <ul className="divide-y divide-slate-100" aria-busy={list.isFetching || undefined}>
          {list.data.map((item) => (
            <li key={item.itemId}>
              <label className={`flex min-h-11 items-center gap-3 py-2 ${item.given ? 'opacity-60' : 'cursor-pointer'}`}>
                <input
                  type="checkbox"
                  className="size-5 shrink-0"
                  checked={item.given || props.picked.has(pickKey(item))}
                  disabled={item.given}
                  onChange={() => props.onToggle(item)}
                />
                <CoursewareThumb item={item} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-800">{item.title}</span>
                  <span className="block text-sm text-slate-600">{factsLine(item)}</span>
                </span>
                {item.given ? <Badge tone="success">Đã giao</Badge> : <Badge tone="neutral">{LEVEL_LABELS[item.level]}</Badge>}
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function GiveCoursewareDialog({ open, schoolId, groupId, groupName, onClose }: GiveCoursewareDialogProps) {
  const [picked, setPicked] = useState<Map<string, Picked>>(new Map());
  const [busy, setBusy] = useState(false);
  const give = useGiveCourseware(schoolId, groupId);
  useEffect(() => {
    if (open) setPicked(new Map());
  }, [open]);

  const toggle = (item: GivableCourseware) =>
    setPicked((now) => {
      const next = new Map(now);
      if (next.has(pickKey(item))) next.delete(pickKey(item));
      else next.set(pickKey(item), { kind: item.kind, itemId: item.itemId, title: item.title });
      return next;
    });

  // One gift at a time, in the order picked; what could not be given stays picked, with the server's reason shown.
  const giveAll = async () => {
    setBusy(true);
    const left = new Map(picked);
    for (const [key, item] of picked) {
      try {
        await give.mutateAsync({ kind: item.kind, itemId: item.itemId });
        left.delete(key);
      } catch (e) {
        handleApiError(e);
      }
    }
    setBusy(false);
    const given = picked.size - left.size;
    if (given) toast.success(`Đã giao ${given} tài liệu cho ${groupName}`);
    if (left.size) setPicked(left);
    else onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Giao tài liệu cho ${groupName}`}
      width={760}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {TEXT.cancel}
          </Button>
          <Button disabled={picked.size === 0} loading={busy} onClick={() => void giveAll()}>
            {picked.size ? `Giao ${picked.size} tài liệu` : 'Giao tài liệu'}
          </Button>
        </>
      }
    >
      <TabGroup>
        <TabList className="mb-4 flex gap-1 border-b border-slate-200">
          {COURSEWARE_KINDS.map((kind) => (
            <Tab
              key={kind}
              className="-mb-px min-h-11 border-b-2 border-transparent px-4 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 data-selected:border-brand-700 data-selected:text-brand-800"
            >
              {COURSEWARE_KIND_LABELS[kind]}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {COURSEWARE_KINDS.map((kind) => (
            <TabPanel key={kind} unmount={false}>
              {open && <GivableList schoolId={schoolId} groupId={groupId} kind={kind} picked={picked} onToggle={toggle} />}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </Dialog>
  );
}
