// The one place rich text is cleaned before it is stored: the shared allow-list (src/shared/rich-text.ts) applied by
// sanitize-html. Scripts and styles go with their content, event handlers and every attribute not listed are dropped,
// a picture or sound from anywhere but the platform's content files is removed, and math nodes keep only their LaTeX
// (typeset when shown, never markup). The plain-text twin is derived from the cleaned copy, so the two always agree.
import sanitizeHtml from 'sanitize-html';
import katex from 'katex';
import { invalid } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { formulaComplaint, MATH_TYPES, RICH_ALLOWED, RICH_MEDIA_URL, richPlainText } from '../../../src/shared/rich-text.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(RICH_ALLOWED),
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_ALLOWED).map(([tag, names]) => [
      tag,
      names.map((name) => (name === 'data-type' ? { name, multiple: false, values: [...MATH_TYPES] } : name)),
    ]),
  ),
  // Relative addresses only (checked again by the filter below): no scheme, not even https, reaches a src.
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ['src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'audio') && !RICH_MEDIA_URL.test(frame.attribs.src ?? ''),
  transformTags: {
    // A math node is its formula: whatever was put inside it is not kept.
    span: (tagName, attribs) => (attribs['data-latex'] !== undefined ? { tagName, attribs, text: '' } : { tagName, attribs }),
    div: (tagName, attribs) => (attribs['data-latex'] !== undefined ? { tagName, attribs, text: '' } : { tagName, attribs }),
  },
};

export interface CleanRich {
  html: string;
  text: string;
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The first formula KaTeX cannot read, with its complaint. */
function formulaProblem(clean: string): string | null {
  for (const m of clean.matchAll(/data-latex="([^"]*)"/g)) {
    const latex = unescape(m[1]!);
    try {
      if (!latex.trim()) return MSG.formulaEmpty;
      katex.renderToString(latex, { throwOnError: true, output: 'mathml' });
    } catch (e) {
      return `${MSG.formulaInvalid}: ${latex} (${formulaComplaint(e instanceof Error ? e.message : String(e))})`;
    }
  }
  return null;
}

/**
 * The cleaned copy of a rich field and its plain text; null when nothing is left worth showing as rich text.
 * A formula that does not parse is refused (422 at `path`), so nothing half-typeset is ever stored.
 */
export function cleanRich(html: string, path: string): CleanRich | null {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const problem = formulaProblem(clean);
  if (problem) throw invalid({ [path]: [problem] });
  const text = richPlainText(clean);
  if (!text && !/<(img|audio)\b/.test(clean)) return null;
  return { html: clean, text };
}
