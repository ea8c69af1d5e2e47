// Rich text (question prompts, options, explanations; later lectures and plans) travels as HTML restricted to this
// allow-list. The server cleans every rich field with it before saving (server/src/content/rich-text.ts), so what is
// stored can be shown without ever executing markup; each rich field also keeps a plain-text twin for search,
// spreadsheets and speech. Formulas are the editor's math nodes: an element carrying its LaTeX in `data-latex`,
// typeset when shown.

/** Elements a rich field may hold, and the attributes each may carry. */
export const RICH_ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  span: ['data-type', 'data-latex'],
  div: ['data-type', 'data-latex'],
  img: ['src', 'alt'],
  audio: ['src', 'controls'],
};

/** The kinds of math node (inline in a sentence, or a displayed formula on its own line). */
export const MATH_TYPES = ['inline-math', 'block-math'] as const;

/**
 * Where a picture or a sound in rich text may come from: a content file of the platform (served to anyone holding its
 * unguessable address, as an <img> cannot send the sign-in token), or the app's built-in media.
 */
export const RICH_MEDIA_URL = /^\/api\/(files\/[0-9a-f-]{36}|media\/[a-z0-9-]{1,80}\.[a-z0-9]{2,4})$/;

/** The longest rich field accepted (HTML characters). */
export const RICH_MAX = 50_000;

/** What a picture stands for in the plain-text twin. */
export const PICTURE_TEXT = '[hình ảnh]';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? all;
  });

/** Where a block opened, while the twin is being written (the paragraph separator never comes out of the editor). */
const BLOCK = '\u2029';

/**
 * The plain-text twin of a rich field: its words, each formula as `$latex$`, a picture as PICTURE_TEXT, blocks on
 * their own lines. Reads well-formed HTML (the editor's output, or the server's cleaned copy), not arbitrary markup.
 */
export function richPlainText(html: string): string {
  return decode(
    html
      .replace(/<(span|div)\b[^>]*\bdata-latex="([^"]*)"[^>]*>[^<]*<\/\1>/g, (_all, tag: string, latex: string) =>
        tag === 'div' ? `\n$$${latex}$$\n` : `$${latex}$`,
      )
      .replace(/<img\b[^>]*>/g, PICTURE_TEXT)
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<\/(p|li|div|blockquote)>/g, '\n')
      // A block that opens after words starts a new line; one that opens on a fresh line adds none.
      .replace(/<(p|li|div|blockquote)\b[^>]*>/g, BLOCK)
      .replace(/<[^>]*>/g, '')
      .replace(/(^|\n)\u2029/g, '$1')
      .replaceAll(BLOCK, '\n'),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The pictures and sounds a rich field shows (their addresses as stored). */
export function richMediaUrls(html: string | null | undefined): string[] {
  if (!html) return [];
  return [...html.matchAll(/<(?:img|audio)\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
}

/** KaTeX's complaint about a formula, said in Vietnamese (its own messages are English). */
export function formulaComplaint(message: string): string {
  const m = message.replace(/^KaTeX parse error: /, '');
  const missing = /^Expected '(.+?)', got 'EOF'/.exec(m) ?? /^Unexpected end of input.*expected '(.+?)'/.exec(m);
  if (missing) return `thiếu “${missing[1]}”`;
  const unknown = /^Undefined control sequence: (\S+)/.exec(m);
  if (unknown) return `không có lệnh ${unknown[1]}`;
  const other = /^Expected '(.+?)', got '(.+?)'/.exec(m);
  if (other) return `cần “${other[1]}” nhưng gặp “${other[2]}”`;
  return 'kiểm tra lại cách viết';
}
