// Choosing what an area opens: one tab per kind of target (TARGET_KINDS), each with its own list. Another kind is one
// more entry in TARGET_KINDS and one more list in LISTS — the Record makes the compiler ask for it.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState, type ComponentType } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import type { AreaTarget } from '@/shared/book.ts';
import { MediaTargetList } from './media-target-list.tsx';
import { QuestionTargetList } from './question-target-list.tsx';
import { GameTargetList } from './game-target-list.tsx';
import { TARGET_KINDS, targetItemId, type TargetKind } from './target-kinds.ts';

export interface TargetListProps {
  /** The item of this kind the area opens now, marked in the list. */
  chosenId: number | null;
  onPick: (target: AreaTarget) => void;
}

const LISTS: Record<TargetKind, ComponentType<TargetListProps>> = {
  media: MediaTargetList,
  question: QuestionTargetList,
  game: GameTargetList,
};

const chosenIdOf = (target: AreaTarget | null, kind: TargetKind): number | null => (target?.type === kind ? targetItemId(target) : null);

export interface TargetPickerProps {
  open: boolean;
  /** What the area opens now: its kind's tab comes first. */
  current: AreaTarget | null;
  onClose: () => void;
  onPick: (target: AreaTarget) => void;
}

const tabClass = ({ selected }: { selected: boolean }) =>
  `min-h-11 rounded-t-lg border-b-2 px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
    selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
  }`;

export function TargetPicker({ open, current, onClose, onPick }: TargetPickerProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Chọn nội dung cho vùng" width={860}>
      {/* Mounted afresh at each opening: the tab of what the area opens now, an empty search. */}
      {open && <TargetTabs current={current} onPick={onPick} />}
    </Dialog>
  );
}

function TargetTabs({ current, onPick }: Pick<TargetPickerProps, 'current' | 'onPick'>) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      TARGET_KINDS.findIndex((k) => k.kind === current?.type),
    ),
  );
  return (
    <TabGroup selectedIndex={index} onChange={setIndex}>
      <TabList aria-label="Loại nội dung" className="mb-3 flex gap-2 border-b border-slate-200">
        {TARGET_KINDS.map((k) => (
          <Tab key={k.kind} className={tabClass}>
            {k.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {TARGET_KINDS.map((k) => {
          const List = LISTS[k.kind];
          return (
            <TabPanel key={k.kind}>
              <List chosenId={chosenIdOf(current, k.kind)} onPick={onPick} />
            </TabPanel>
          );
        })}
      </TabPanels>
    </TabGroup>
  );
}
