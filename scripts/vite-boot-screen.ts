// Vite plugin: the page's first paint is the app's loading screen, written into index.html's #root, instead of a
// white page while the scripts download (seconds on a school's shared 4G). React replaces it with its first screen.
// It is the page spinner (src/components/ui/spinner.tsx), centred in the window, as static HTML from the same classes
// and text: no script, no inline style.
import type { Plugin } from 'vite';
import { TEXT } from '../src/shared/ui-text.ts';
import { escapeHtml } from './html-escape.ts';
import { PAGE_SPINNER_CLASS, PAGE_SPINNER_TEXT_CLASS, spinnerClass } from '../src/components/ui/spinner-style.ts';

const label = escapeHtml(TEXT.loading);

export const BOOT_SCREEN =
  `<div class="flex min-h-dvh items-center justify-center"><div class="${PAGE_SPINNER_CLASS}">` +
  `<span role="status" aria-label="${label}" class="${spinnerClass('lg')}"></span>` +
  `<span class="${PAGE_SPINNER_TEXT_CLASS}">${label}</span></div></div>`;

export function bootScreen(): Plugin {
  return {
    name: 'boot-screen',
    transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root">${BOOT_SCREEN}</div>`),
  };
}
