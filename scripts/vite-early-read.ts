// Vite plugin: the early IndexedDB read (src/shared/early-read.ts) as an inline script right after index.html's
// charset declaration (which must come within the document's first bytes): ahead of the stylesheet, since an inline
// script after a stylesheet waits for it, and of the app's scripts.
import type { Plugin } from 'vite';
import { EARLY_READ_SCRIPT } from '../src/shared/early-read.ts';

const CHARSET = /<meta charset="UTF-8" \/>\n/;

export function earlyRead(): Plugin {
  return {
    name: 'early-read',
    transformIndexHtml(html) {
      if (!CHARSET.test(html)) throw new Error('index.html: the early read goes after <meta charset="UTF-8" />, which is missing');
      return html.replace(CHARSET, (meta) => `${meta}    <script>${EARLY_READ_SCRIPT}</script>\n`);
    },
  };
}
