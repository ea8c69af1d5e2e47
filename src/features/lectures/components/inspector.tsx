// The editor's side panel: the chosen block (its text, an area's name and what it opens, its place in numbers, front,
// delete) or, with no block chosen, the slide (its colour and the presenter's notes).
import { lazy, Suspense, useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { htmlFromPlain } from '@/components/rich-text/plain-html.ts';
import type { RichValue } from '@/components/rich-text/plain-html.ts';
import { BLOCK_LABELS, type AreaBlock, type AreaTargetType, type Rect, type Slide, type SlideBlock } from '@/shared/lecture.ts';
import { MEDIA_TYPE_LABELS } from '@/shared/media.ts';
import { GAME_KIND_LABELS, gameSize, gameSizeText } from '@/shared/mini-game.ts';
import { fitRect } from '../deck-ops.ts';
import { AreaFields } from './area-fields.tsx';

const RichTextEditor = lazy(() => import('@/components/rich-text/rich-text-editor.tsx'));

export const BACKGROUNDS = ['#ffffff', '#f8fafc', '#fef9c3', '#dcfce7', '#dbeafe', '#fce7f3', '#1e293b'] as const;

export interface InspectorProps {
  slide: Slide;
  slideNumber: number;
  block: SlideBlock | null;
  /** Changes when undo or redo replaced the deck: the text editor opens again with what the deck now holds. */
  version: number;
  onText: (block: SlideBlock, value: RichValue) => void;
  onRect: (block: SlideBlock, rect: Rect) => void;
  onFront: (block: SlideBlock) => void;
  onDelete: (block: SlideBlock) => void;
  onLabel: (block: AreaBlock, label: string) => void;
  /** Opens the library of this kind to choose what the area opens instead. */
  onChooseTarget: (block: AreaBlock, kind: AreaTargetType) => void;
  onSlide: (patch: Partial<Pick<Slide, 'background' | 'notes' | 'imageText'>>) => void;
}

function RectFields({ block, onRect }: { block: SlideBlock; onRect: InspectorProps['onRect'] }) {
  const fields: [keyof Rect, string][] = [
    ['x', 'Trái (%)'],
    ['y', 'Trên (%)'],
    ['w', 'Rộng (%)'],
    ['h', 'Cao (%)'],
  ];
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Vị trí và kích thước</legend>
      {fields.map(([key, label]) => (
        <label key={key} className="text-xs text-slate-600">
          {label}
          <input
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            value={Math.round(block.rect[key])}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isFinite(n)) onRect(block, fitRect({ ...block.rect, [key]: n }));
            }}
            className="mt-0.5 block h-10 w-full rounded-md border border-slate-300 px-2 text-sm text-slate-900"
          />
        </label>
      ))}
    </fieldset>
  );
}

export function Inspector({ slide, slideNumber, block, version, onText, onRect, onFront, onDelete, onLabel, onChooseTarget, onSlide }: InspectorProps) {
  const textLabel = useId();
  const notesId = useId();
  const wordsId = useId();
  if (!block)
    return (
      <div className="space-y-4">
        <h2 className="font-semibold text-slate-900">Trang {slideNumber}</h2>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Màu nền</legend>
          <div className="flex flex-wrap gap-2">
            {BACKGROUNDS.map((c) => (
              <button
                key={c}
                type="button"
                aria-label={`Màu nền ${c}`}
                aria-pressed={slide.background === c}
                onClick={() => onSlide({ background: c })}
                className={`size-9 rounded-md border ${slide.background === c ? 'ring-2 ring-brand-600 ring-offset-1' : 'border-slate-300'}`}
                style={{ backgroundColor: c }}
              />
            ))}
          </div>
        </fieldset>
        {slide.image && (
          <div>
            <label htmlFor={wordsId} className="mb-1 block text-sm font-medium text-slate-700">
              Chữ trên hình của trang
            </label>
            <textarea
              id={wordsId}
              rows={4}
              maxLength={5000}
              value={slide.imageText}
              onChange={(e) => onSlide({ imageText: e.target.value })}
              aria-describedby={`${wordsId}-hint`}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
            <p id={`${wordsId}-hint`} className="mt-1 text-xs text-slate-500">
              Được đọc cho người dùng trình đọc màn hình và dùng khi tìm kiếm.
            </p>
          </div>
        )}
        <div>
          <label htmlFor={notesId} className="mb-1 block text-sm font-medium text-slate-700">
            Ghi chú cho người trình bày
          </label>
          <textarea
            id={notesId}
            rows={6}
            maxLength={5000}
            value={slide.notes}
            onChange={(e) => onSlide({ notes: e.target.value })}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <p className="text-xs text-slate-500">Chọn một khối trên trang để sửa nội dung, vị trí và kích thước của nó.</p>
      </div>
    );
  return (
    <div className="space-y-4">
      <h2 className="font-semibold text-slate-900">
        {block.type === 'media' ? `${BLOCK_LABELS.media}: ${MEDIA_TYPE_LABELS[block.mediaType]}` : BLOCK_LABELS[block.type]}
      </h2>
      {block.type === 'text' && (
        <div>
          <p id={textLabel} className="mb-1 text-sm font-medium text-slate-700">
            Nội dung
          </p>
          <Suspense fallback={<div className="h-28 rounded-md border border-slate-300 bg-slate-50" />}>
            <RichTextEditor
              key={`${block.id}:${version}`}
              initialHtml={block.html || htmlFromPlain(block.text)}
              labelledBy={textLabel}
              onChange={(value) => onText(block, value)}
            />
          </Suspense>
        </div>
      )}
      {block.type === 'media' && <p className="text-sm break-words text-slate-700">{block.name}</p>}
      {block.type === 'question' && <p className="line-clamp-4 text-sm text-slate-700">{block.question.content.text}</p>}
      {block.type === 'game' && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{block.game.title}</span>
          <br />
          {GAME_KIND_LABELS[block.game.content.kind]} · {gameSizeText({ kind: block.game.content.kind, size: gameSize(block.game.content) })}
        </p>
      )}
      {block.type === 'area' && <AreaFields block={block} onLabel={onLabel} onChooseTarget={onChooseTarget} />}
      <RectFields block={block} onRect={onRect} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onFront(block)}>
          Đưa lên trên cùng
        </Button>
        <Button variant="danger" size="sm" onClick={() => onDelete(block)}>
          Xoá khối
        </Button>
      </div>
    </div>
  );
}
