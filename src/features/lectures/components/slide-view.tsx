// One slide drawn at any size: a 16:9 page whose blocks sit at their percentages, text sized to the page's width (cqw)
// so a thumbnail, the editor and a projector show the same layout. 'present' plays media and lets students answer;
// 'edit' and 'thumb' show still pictures of media and a game's card without its button, so dragging a block never
// starts a video or a game.
import type { ReactNode } from 'react';
import type { Slide, SlideBlock } from '@/shared/lecture.ts';
import { MediaBlockView } from '@/components/lecture-content/media-block-view.tsx';
import { QuestionBlockView } from '@/components/lecture-content/question-block-view.tsx';
import { GameBlockView } from '@/components/lecture-content/game-block-view.tsx';
import { AreaBlockView } from '@/components/lecture-content/area-block-view.tsx';
import type { SlideMode } from '@/components/lecture-content/slide-mode.ts';
import { RichText } from '@/components/rich-text/rich-text.tsx';

export type { SlideMode };

export function BlockContent({ block, mode }: { block: SlideBlock; mode: SlideMode }) {
  if (block.type === 'text')
    return <RichText className="slide-text h-full overflow-hidden text-[2.4cqw] leading-snug text-slate-900" text={block.text} html={block.html} />;
  if (block.type === 'media') return <MediaBlockView block={block} mode={mode} />;
  if (block.type === 'game') return <GameBlockView block={block} mode={mode} />;
  if (block.type === 'area') return <AreaBlockView block={block} mode={mode} />;
  return <QuestionBlockView block={block} mode={mode} />;
}

export const rectStyle = (b: SlideBlock) => ({ left: `${b.rect.x}%`, top: `${b.rect.y}%`, width: `${b.rect.w}%`, height: `${b.rect.h}%` });

export interface SlideViewProps {
  slide: Slide;
  mode: SlideMode;
  className?: string;
  /** Draws each block (the editor wraps them in movable frames); default: the block as it is. */
  renderBlock?: (block: SlideBlock, content: ReactNode) => ReactNode;
  label?: string;
}

export function SlideView({ slide, mode, className = '', renderBlock, label }: SlideViewProps) {
  return (
    <div
      className={`relative aspect-video w-full overflow-hidden [container-type:inline-size] ${className}`}
      style={{ backgroundColor: slide.background }}
      aria-label={label}
      aria-hidden={mode === 'thumb' ? true : undefined}
      role={label ? 'group' : undefined}
    >
      {slide.image && <img src={slide.image} alt={slide.imageText} className="absolute inset-0 size-full object-contain" draggable={false} />}
      {slide.blocks.map((block) => {
        const content = <BlockContent block={block} mode={mode} />;
        return renderBlock ? (
          renderBlock(block, content)
        ) : (
          <div key={block.id} className="absolute" style={rectStyle(block)}>
            {content}
          </div>
        );
      })}
    </div>
  );
}
