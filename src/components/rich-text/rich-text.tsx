// Shows a text that may be rich: the cleaned HTML the server stored (src/shared/rich-text.ts), its formulas typeset
// once the typesetter has loaded, or the plain text as typed. The HTML is never anything but the server's cleaned copy
// or the editor's own output, so it is set as markup here and cannot carry script.
import { createElement, useEffect, useRef } from 'react';

export interface RichTextProps {
  text: string;
  html?: string | null;
  className?: string;
  /** Inline where the text sits inside a sentence or a label (an option beside its letter). */
  inline?: boolean;
}

const typesetter = () => import('./typeset.ts');

export function RichText({ text, html, className = '', inline = false }: RichTextProps) {
  const ref = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!html || !el?.querySelector('[data-latex]')) return;
    let live = true;
    void typesetter().then(({ typeset }) => {
      if (live) typeset(el);
    });
    return () => {
      live = false;
    };
  }, [html]);
  const tag = inline ? 'span' : 'div';
  if (!html) return createElement(tag, { className: `whitespace-pre-wrap ${className}` }, text);
  return createElement(tag, { ref, className: `rich-text ${className}`, dangerouslySetInnerHTML: { __html: html } });
}
