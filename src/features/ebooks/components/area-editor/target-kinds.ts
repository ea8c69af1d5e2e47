// What an area can open, kind by kind (a media item, a bank question, a bank game): how the editor names a chosen
// target, and what the server is sent for it (the server copies the rest). A new kind adds its entry to TARGET_KINDS,
// a case to the functions below — the `never` checks make the compiler point at them — and its list to
// target-picker.tsx.
import { MEDIA_TYPE_LABELS } from '@/shared/media.ts';
import { QUESTION_TYPE_LABELS } from '@/shared/question-bank.ts';
import { GAME_KIND_LABELS } from '@/shared/mini-game.ts';
import type { AreaTarget } from '@/shared/book.ts';
import type { BookAreaInput } from '@/shared/schemas/book.ts';

export type TargetKind = AreaTarget['type'];

/** The kinds in the order the picker offers them, with the name of each. */
export const TARGET_KINDS: readonly { kind: TargetKind; label: string }[] = [
  { kind: 'media', label: 'Học liệu' },
  { kind: 'question', label: 'Câu hỏi' },
  { kind: 'game', label: 'Trò chơi' },
];

export const kindLabel = (kind: TargetKind) => TARGET_KINDS.find((k) => k.kind === kind)?.label ?? kind;

/** The words a question starts with, for a list or a summary. */
const excerpt = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat || '(câu hỏi không có nội dung chữ)';
};

/** A target's name and what sort of thing it is, as the side panel shows it. */
export function describeTarget(target: AreaTarget): { name: string; type: string } {
  switch (target.type) {
    case 'media':
      return { name: target.name, type: `${kindLabel('media')} · ${MEDIA_TYPE_LABELS[target.mediaType]}` };
    case 'question':
      return { name: excerpt(target.question.content.text), type: `${kindLabel('question')} · ${QUESTION_TYPE_LABELS[target.question.questionType]}` };
    case 'game':
      return { name: target.game.title, type: `${kindLabel('game')} · ${GAME_KIND_LABELS[target.game.content.kind]}` };
    default: {
      const unknown: never = target;
      return unknown;
    }
  }
}

/** The id of the item a target opens, within its kind. */
export function targetItemId(target: AreaTarget): number {
  switch (target.type) {
    case 'media':
      return target.mediaId;
    case 'question':
      return target.questionId;
    case 'game':
      return target.gameId;
    default: {
      const unknown: never = target;
      return unknown;
    }
  }
}

/** What PUT books/:id/areas takes for a target: which item, never the copy. */
export function targetInput(target: AreaTarget): BookAreaInput['target'] {
  switch (target.type) {
    case 'media':
      return { kind: 'media', mediaId: target.mediaId };
    case 'question':
      return { kind: 'question', questionId: target.questionId };
    case 'game':
      return { kind: 'game', gameId: target.gameId };
    default: {
      const unknown: never = target;
      return unknown;
    }
  }
}
