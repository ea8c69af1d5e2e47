import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import type { AreaTarget } from '@/shared/book.ts';
import { AREA_MESSAGES, areasInput, areasKey, checkAreas, serverProblems, type DraftArea } from './drafts.ts';

const picture: AreaTarget = {
  type: 'media',
  mediaId: 7,
  mediaType: 'image',
  name: 'Trục số',
  url: '/api/files/truc-so.png',
  thumbnailUrl: null,
  contentType: 'image/png',
  size: 1200,
};
const area = (id: string, extra: Partial<DraftArea> = {}): DraftArea => ({
  id,
  page: 2,
  rect: { x: 10, y: 10, w: 30, h: 20 },
  label: 'Xem trục số',
  target: picture,
  ...extra,
});

describe('checkAreas', () => {
  it('passes areas with a label and a target', () => {
    expect(checkAreas([area('a')])).toEqual({});
  });

  it('names each area without a label or a target, in Vietnamese', () => {
    expect(checkAreas([area('a', { label: '   ' }), area('b', { target: null }), area('c')])).toEqual({
      a: { label: AREA_MESSAGES.labelRequired, target: undefined },
      b: { label: undefined, target: AREA_MESSAGES.targetRequired },
    });
  });
});

describe('areasInput', () => {
  it('sends which item each area opens, never the copy, and the label trimmed', () => {
    expect(areasInput([area('a', { label: '  Xem trục số ' })])).toEqual({
      areas: [{ id: 'a', page: 2, rect: { x: 10, y: 10, w: 30, h: 20 }, label: 'Xem trục số', target: { kind: 'media', mediaId: 7 } }],
    });
  });
});

describe('areasKey', () => {
  it('is the same for areas the server would store the same', () => {
    expect(areasKey([area('a', { label: 'Xem ' })])).toBe(areasKey([area('a', { label: 'Xem' })]));
    expect(areasKey([area('a')])).not.toBe(areasKey([area('a', { rect: { x: 11, y: 10, w: 30, h: 20 } })]));
  });
});

describe('serverProblems', () => {
  const sent = [area('a'), area('b')];
  const refusal = (errors: Record<string, string[]>) => new ApiError(422, { code: 422, message: 'x', messages: Object.values(errors).flat(), errors });

  it('puts each message of a 422 on the area at that position', () => {
    expect(
      serverProblems(refusal({ 'areas.1.target.mediaId': ['Chỉ học liệu đã duyệt'], 'areas.0.page': ['Ngoài số trang'], 'areas.0.label': ['Quá dài'] }), sent),
    ).toEqual({ a: { other: ['Ngoài số trang'], label: 'Quá dài' }, b: { target: 'Chỉ học liệu đã duyệt' } });
  });

  it('is null for a refusal that names no area, or another failure', () => {
    expect(serverProblems(refusal({ areas: ['Quá nhiều vùng'] }), sent)).toBeNull();
    expect(serverProblems(new ApiError(409, null), sent)).toBeNull();
    expect(serverProblems(new Error('x'), sent)).toBeNull();
  });
});
