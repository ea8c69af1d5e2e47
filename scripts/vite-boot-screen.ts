// Vite plugin: the page's first paint is the app's loading screen, written into index.html's #root, instead of a
// white page while the scripts download (seconds on a school's shared 4G). React replaces it with its first screen.
// The markup is the page spinner's (src/components/ui/spinner.tsx PageSpinner), as static HTML: no script, no inline
// style, the app's own CSS classes.
import type { Plugin } from 'vite';
import { TEXT } from '../src/shared/ui-text.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const BOOT_SCREEN = `<div class="flex min-h-dvh flex-col items-center justify-center gap-3 text-brand-700"><span role="status" aria-label="${escapeHtml(TEXT.loading)}" class="inline-block size-10 animate-spin rounded-full border-[3px] border-current border-r-transparent"></span><span class="text-sm text-slate-500">${escapeHtml(TEXT.loading)}</span></div>`;

export function bootScreen(): Plugin {
  return {
    name: 'boot-screen',
    transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root">${BOOT_SCREEN}</div>`),
  };
}
