// Typesets the formulas of rich text (elements carrying data-latex) with KaTeX, as MathML that Chromium draws itself:
// no KaTeX stylesheet or fonts to load, and no inline style the content security policy would refuse. Loaded only by
// a page that shows a formula.
import katex from 'katex';
import { formulaComplaint } from '@/shared/rich-text.ts';

const OPTIONS = { output: 'mathml', throwOnError: false } as const;

export function typeset(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-latex]')) {
    const latex = el.dataset.latex ?? '';
    if (el.dataset.typeset === latex) continue;
    katex.render(latex, el, { ...OPTIONS, displayMode: el.dataset.type === 'block-math' });
    el.dataset.typeset = latex;
  }
}

/** The MathML of one formula, or the parser's complaint. */
export function formulaPreview(latex: string, displayMode = false): { html: string } | { error: string } {
  try {
    return { html: katex.renderToString(latex, { output: 'mathml', throwOnError: true, displayMode }) };
  } catch (e) {
    return { error: formulaComplaint(e instanceof Error ? e.message : String(e)) };
  }
}
