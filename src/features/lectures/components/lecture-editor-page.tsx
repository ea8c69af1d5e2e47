// The slide editor (spec §2 /editor/{id}, slide layout): slides down the side, the chosen slide in the middle with its
// blocks moved and resized by hand, the chosen block or slide in the side panel. Every change is one undo step and is
// autosaved through the outbox (use-deck-autosave.ts), so nothing is lost on a reload or without a network.
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { Button, backLinkClass, buttonClass } from '@/components/ui/button.tsx';
import { ActionMenu } from '@/components/ui/action-menu.tsx';
import type { RichValue } from '@/components/rich-text/plain-html.ts';
import {
  areaName,
  BLOCK_LABELS,
  type AreaTarget,
  type AreaTargetType,
  type LectureDeck,
  type LectureDetail,
  type Rect,
  type SlideBlock,
} from '@/shared/lecture.ts';
import * as ops from '../deck-ops.ts';
import { record, redo, startHistory, undo, type DeckHistory } from '../deck-history.ts';
import { useDeckAutosave } from '../use-deck-autosave.ts';
import { lectureDeckKey } from '../api/get-lecture-deck.ts';
import { lectureListPath } from '../lecture-paths.ts';
import { BlockFrame } from './block-frame.tsx';
import { BlockPickers } from './block-pickers.tsx';
import { Inspector } from './inspector.tsx';
import { SaveStateBadge } from './save-state-badge.tsx';
import { SlideRail } from './slide-rail.tsx';
import { SlideView } from './slide-view.tsx';

export interface LectureEditorPageProps {
  detail: LectureDetail;
  /** The deck to open: the unsent copy on this device when there is one, else the server's. */
  deck: LectureDeck;
  userId: number;
}

function blockName(b: SlideBlock): string {
  switch (b.type) {
    case 'text':
      return b.text.slice(0, 40) || '(trống)';
    case 'media':
      return b.name;
    case 'question':
      return b.question.content.text.slice(0, 40);
    case 'game':
      return b.game.title;
    case 'area':
      return areaName(b);
  }
}

/** A new block's size: a sound's player is low, a picture or a video large, a game's card small. */
function sizeFor(t: AreaTarget): { w: number; h: number } {
  if (t.type === 'media') return t.mediaType === 'audio' ? { w: 40, h: 22 } : { w: 48, h: 54 };
  return t.type === 'question' ? { w: 70, h: 45 } : { w: 36, h: 36 };
}

/** What a picker was opened for: new blocks, a new area, or another target for an area. */
type Picking = { kind: AreaTargetType; into: 'blocks' | 'new-area' | { areaId: string } };
const blockLabel = (b: SlideBlock) => `${BLOCK_LABELS[b.type]}: ${blockName(b)}`;

export function LectureEditorPage({ detail, deck: initial, userId }: LectureEditorPageProps) {
  const [history, setHistory] = useState<DeckHistory>(() => startHistory(initial));
  const [current, setCurrent] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [picking, setPicking] = useState<Picking | null>(null);
  const deck = history.present;
  const index = Math.min(current, deck.slides.length - 1);
  const slide = deck.slides[index]!;
  const block = slide.blocks.find((b) => b.id === selected) ?? null;
  const save = useDeckAutosave({ userId, lectureId: detail.id, name: detail.name }, deck, detail.canEdit);
  const queryClient = useQueryClient();
  // What the server now holds is also what this device keeps for the next start without a network.
  useEffect(() => {
    if (save.kind === 'saved') queryClient.setQueryData(lectureDeckKey(detail.id), (d) => (d ? { ...d, deck } : d));
  }, [save.kind, deck, detail.id, queryClient]);

  const change = useCallback(
    (op: (d: LectureDeck) => LectureDeck, mergeKey: string | null = null) => setHistory((h) => record(h, op(h.present), mergeKey)),
    [],
  );
  const step = useCallback((how: typeof undo) => {
    setHistory(how);
    setVersion((v) => v + 1);
  }, []);

  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (!(e.ctrlKey || e.metaKey) || target?.closest('input, textarea, [contenteditable="true"]')) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) step(undo);
      else if (k === 'y' || (k === 'z' && e.shiftKey)) step(redo);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [step]);

  const goTo = (i: number) => {
    setCurrent(i);
    setSelected(null);
  };
  const place = (make: (rect: Rect) => SlideBlock, size: { w: number; h: number }) => {
    if (!ops.canAddBlock(slide)) return;
    const b = make(ops.nextRect(slide, size));
    change((d) => ops.addBlock(d, index, b));
    setSelected(b.id);
  };
  const addText = () => place((rect) => ({ id: ops.newId(), type: 'text', rect, html: '', text: 'Nội dung mới' }), { w: 60, h: 20 });
  const picked = (targets: AreaTarget[]) => {
    const into = picking?.into;
    setPicking(null);
    const [first] = targets;
    if (!into || !first) return;
    // A target is its block's content without its place: placed, it is the block itself.
    if (into === 'blocks') for (const t of targets) place((rect) => ({ ...t, id: ops.newId(), rect }) as SlideBlock, sizeFor(t));
    else if (into === 'new-area') place((rect) => ({ id: ops.newId(), type: 'area', rect, label: '', target: first }), { w: 30, h: 30 });
    else change((d) => ops.updateBlock(d, index, into.areaId, { target: first }));
  };

  if (!detail.canEdit)
    return (
      <main className="mx-auto max-w-lg p-8 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{detail.name}</h1>
        <p className="mt-2 text-slate-700">Bạn chỉ có quyền xem bài giảng này.</p>
        <Link to="/editor/$id/preview" params={{ id: String(detail.id) }} className={`${buttonClass()} mt-4`}>
          Trình chiếu
        </Link>
      </main>
    );

  const full = !ops.canAddBlock(slide);
  return (
    <div className="flex h-dvh flex-col bg-slate-100">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-2">
        <Link to={lectureListPath(detail)} className={backLinkClass}>
          ← Bài giảng
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">{detail.name}</h1>
        <SaveStateBadge state={save} />
        <Button variant="ghost" size="sm" onClick={() => step(undo)} disabled={!history.past.length} aria-keyshortcuts="Control+Z">
          Hoàn tác
        </Button>
        <Button variant="ghost" size="sm" onClick={() => step(redo)} disabled={!history.future.length} aria-keyshortcuts="Control+Y">
          Làm lại
        </Button>
        <Link to="/editor/$id/preview" params={{ id: String(detail.id) }} search={{ slide: index + 1 }} className={buttonClass('primary', 'sm')}>
          Trình chiếu
        </Link>
      </header>
      <div className="grid min-h-0 flex-1 grid-cols-[9.5rem_1fr_17rem] xl:grid-cols-[12rem_1fr_20rem]">
        <aside className="overflow-y-auto border-r border-slate-200 bg-white p-2">
          <SlideRail
            slides={deck.slides}
            current={index}
            onSelect={goTo}
            onReorder={(slides) => {
              const id = slide.id;
              change(() => ({ slides }));
              setCurrent(slides.findIndex((s) => s.id === id));
            }}
          />
        </aside>
        <main className="flex min-w-0 flex-col overflow-y-auto p-3">
          <div role="toolbar" aria-label="Trang chiếu và nội dung" className="mb-3 flex flex-wrap items-center gap-1.5">
            <Button size="sm" variant="secondary" disabled={!ops.canAddSlide(deck)} onClick={() => (change((d) => ops.addSlide(d, index)), goTo(index + 1))}>
              + Trang mới
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!ops.canAddSlide(deck)}
              onClick={() => (change((d) => ops.duplicateSlide(d, index)), goTo(index + 1))}
            >
              Nhân bản trang
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={deck.slides.length <= 1}
              onClick={() => (change((d) => ops.deleteSlide(d, index)), goTo(Math.max(0, index - 1)))}
            >
              Xoá trang
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label="Chuyển trang lên trước"
              disabled={index === 0}
              onClick={() => (change((d) => ops.moveSlide(d, index, index - 1)), setCurrent(index - 1))}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label="Chuyển trang xuống sau"
              disabled={index === deck.slides.length - 1}
              onClick={() => (change((d) => ops.moveSlide(d, index, index + 1)), setCurrent(index + 1))}
            >
              ↓
            </Button>
            <span className="mx-1 h-6 w-px bg-slate-300" aria-hidden="true" />
            <Button size="sm" disabled={full} onClick={addText}>
              + Văn bản
            </Button>
            <Button size="sm" disabled={full} onClick={() => setPicking({ kind: 'media', into: 'blocks' })}>
              + Học liệu
            </Button>
            <Button size="sm" disabled={full} onClick={() => setPicking({ kind: 'question', into: 'blocks' })}>
              + Câu hỏi
            </Button>
            <Button size="sm" disabled={full} onClick={() => setPicking({ kind: 'game', into: 'blocks' })}>
              + Trò chơi
            </Button>
            <ActionMenu
              label="+ Vùng tương tác"
              busy={full}
              actions={(['media', 'question', 'game'] as const).map((kind) => ({
                label: `Vùng mở ${BLOCK_LABELS[kind].toLowerCase()}`,
                onSelect: () => setPicking({ kind, into: 'new-area' }),
              }))}
            />
          </div>
          <div
            data-slide-stage=""
            className="mx-auto w-full max-w-[min(100%,calc((100dvh-10rem)*16/9))] shadow-md ring-1 ring-slate-300"
            onPointerDown={(e) => e.target === e.currentTarget.firstChild && setSelected(null)}
          >
            <SlideView
              slide={slide}
              mode="edit"
              label={`Trang ${index + 1} đang sửa`}
              renderBlock={(b, content) => (
                <BlockFrame
                  key={b.id}
                  block={b}
                  label={blockLabel(b)}
                  selected={b.id === selected}
                  onSelect={() => setSelected(b.id)}
                  onRect={(rect) => change((d) => ops.updateBlock(d, index, b.id, { rect }))}
                  onDelete={() => (change((d) => ops.deleteBlock(d, index, b.id)), setSelected(null))}
                >
                  {content}
                </BlockFrame>
              )}
            />
          </div>
          {full && <p className="mt-2 text-sm text-amber-700">Trang này đã có số khối tối đa (30).</p>}
        </main>
        <aside className="overflow-y-auto border-l border-slate-200 bg-white p-4" aria-label="Thuộc tính">
          <Inspector
            slide={slide}
            slideNumber={index + 1}
            block={block}
            version={version}
            onText={(b, value: RichValue) => change((d) => ops.updateBlock(d, index, b.id, value), `text:${b.id}`)}
            onRect={(b, rect) => change((d) => ops.updateBlock(d, index, b.id, { rect }), `rect:${b.id}`)}
            onFront={(b) => change((d) => ops.bringToFront(d, index, b.id))}
            onDelete={(b) => (change((d) => ops.deleteBlock(d, index, b.id)), setSelected(null))}
            onLabel={(b, label) => change((d) => ops.updateBlock(d, index, b.id, { label }), `label:${b.id}`)}
            onChooseTarget={(b, kind) => setPicking({ kind, into: { areaId: b.id } })}
            onSlide={(patch) =>
              change((d) => ops.updateSlide(d, index, patch), patch.background === undefined ? `slide:${slide.id}:${Object.keys(patch).join()}` : null)
            }
          />
        </aside>
      </div>
      <BlockPickers
        picking={picking?.kind ?? null}
        single={picking?.into !== 'blocks'}
        schoolId={detail.level === 'system' ? null : detail.schoolId}
        onClose={() => setPicking(null)}
        onPick={picked}
      />
    </div>
  );
}
