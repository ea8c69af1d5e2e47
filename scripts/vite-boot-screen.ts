// Vite plugin: the page's first paint is the app's loading screen, written into index.html's #root, instead of a
// white page while the scripts download (seconds on a school's shared 4G). React replaces it with its first screen.
//
// Two screens, one shown by the stylesheet (src/styles.css) from the mark the start script puts on <html>
// (src/shared/start-script.ts):
// - the page spinner (src/components/ui/spinner.tsx), centred in the window, from the same classes and text;
// - at /login, the sign-in screen's own frame: its layout and heading rendered from the app's components, the spinner
//   where the form will be. A visitor on a slow network sees where they are at once, and the screen React draws over
//   it puts every piece of that frame in the same place.
// Static HTML only: no script, no inline style.
import { Fragment, createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { AuthLayout } from '../src/components/layouts/auth-layout.tsx';
import { PageSpinner } from '../src/components/ui/spinner.tsx';
import { SignInHeading } from '../src/features/auth/components/sign-in-heading.tsx';

/** The ids of the two screens, which the stylesheet shows or hides. */
export const BOOT_SCREEN_IDS = { plain: 'boot-plain', signIn: 'boot-sign-in' } as const;

export const BOOT_SCREEN = renderToStaticMarkup(
  h(
    Fragment,
    null,
    h('div', { id: BOOT_SCREEN_IDS.plain, className: 'flex min-h-dvh items-center justify-center' }, h(PageSpinner)),
    h(
      'div',
      { id: BOOT_SCREEN_IDS.signIn, className: 'h-full' },
      // About the height of the form it stands for, so the heading stays put on wide screens, where the layout
      // centres the column vertically.
      h(AuthLayout, null, h('div', null, h(SignInHeading), h('div', { className: 'mt-6 flex min-h-70 items-center justify-center' }, h(PageSpinner)))),
    ),
  ),
);

export function bootScreen(): Plugin {
  return {
    name: 'boot-screen',
    transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root">${BOOT_SCREEN}</div>`),
  };
}
