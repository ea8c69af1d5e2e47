// @vitest-environment jsdom
// index.html's loading screens: the plain spinner, and the sign-in screen's frame drawn from the app's own components,
// one of them shown by the stylesheet from the start script's mark.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { BOOT_SCREEN_ATTRIBUTE, BOOT_SIGN_IN } from '../src/shared/start-script.ts';
import { BOOT_SCREEN, BOOT_SCREEN_IDS, bootScreen } from './vite-boot-screen.ts';

function screens() {
  const root = document.createElement('div');
  root.innerHTML = BOOT_SCREEN;
  return { plain: root.querySelector(`#${BOOT_SCREEN_IDS.plain}`)!, signIn: root.querySelector(`#${BOOT_SCREEN_IDS.signIn}`)! };
}

describe('the boot screens', () => {
  it('writes both screens into the empty #root of index.html', () => {
    const hook = bootScreen().transformIndexHtml as (html: string, ctx: IndexHtmlTransformContext) => string;
    const html = hook('<body><div id="root"></div></body>', {} as IndexHtmlTransformContext);
    expect(html).toBe(`<body><div id="root">${BOOT_SCREEN}</div></body>`);
  });

  it('shows a spinner on the plain screen, and the sign-in layout, heading and a spinner on the other', () => {
    const { plain, signIn } = screens();
    expect(plain.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Đang tải...');
    expect(plain.querySelector('h1')).toBeNull();
    expect(signIn.querySelector('aside')?.textContent).toContain('Lớp học số');
    expect(signIn.querySelector('main h1')?.textContent).toBe('Chào mừng trở lại');
    expect(signIn.querySelector('main [role="status"]')?.getAttribute('aria-label')).toBe('Đang tải...');
    // Static HTML: nothing for a script to run or a policy to refuse.
    expect(BOOT_SCREEN).not.toMatch(/<script|style=|\son[a-z]+=/i);
  });

  it('is switched by a stylesheet rule naming the mark the start script sets and both screens', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../src/styles.css'), 'utf8');
    const marked = `html[${BOOT_SCREEN_ATTRIBUTE}='${BOOT_SIGN_IN}']`;
    expect(css).toContain(
      `${marked} #${BOOT_SCREEN_IDS.plain},\nhtml:not([${BOOT_SCREEN_ATTRIBUTE}='${BOOT_SIGN_IN}']) #${BOOT_SCREEN_IDS.signIn} {\n  display: none;\n}`,
    );
  });
});
