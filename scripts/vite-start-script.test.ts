// The start script in index.html: right after the charset, its text exactly the hashed one, and at build the two
// first screens' code listed without what the entry already brings.
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, Rollup } from 'vite';
import { START_SCRIPT } from '../src/shared/start-script.ts';
import { startScript } from './vite-start-script.ts';

const HTML = '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>x</title>\n  </head>\n</html>\n';
const LOGIN = '/app/src/routes/_auth/login.tsx';
const APP = '/app/src/routes/_app.tsx';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rollup.OutputChunk;

function transform(bundle?: Rollup.OutputBundle): string {
  const hook = startScript({ signIn: new Set([LOGIN]), signedIn: new Set([APP]) }).transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => string;
  };
  return hook.handler(HTML, { path: '/index.html', filename: 'index.html', bundle } as IndexHtmlTransformContext);
}

describe('the start script plugin', () => {
  it('lists each first screen with what it imports, leaving out the entry and its imports', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', ['/app/src/main.tsx'], ['assets/framework-1.js'], true),
        chunk('assets/framework-1.js', ['/app/node_modules/react/index.js']),
        chunk('assets/login-1.js', [`${LOGIN}?tsr-split=component`], ['assets/framework-1.js', 'assets/valibot-1.js']),
        chunk('assets/valibot-1.js', ['/app/node_modules/valibot/dist/index.js']),
        chunk('assets/signed-in-1.js', [APP], ['assets/index-1.js']),
      ].map((c) => [c.fileName, c]),
    );
    const html = transform(bundle);
    expect(html).toContain(
      `<meta charset="UTF-8" />\n    <script data-signed-in="/assets/signed-in-1.js" data-sign-in="/assets/login-1.js /assets/valibot-1.js">${START_SCRIPT}</script>\n    <title>`,
    );
  });

  it('writes the script without lists on the dev server, which has no bundle', () => {
    expect(transform()).toContain(`<meta charset="UTF-8" />\n    <script>${START_SCRIPT}</script>\n`);
  });

  it('stops the build when index.html has lost its charset declaration', () => {
    const hook = startScript({ signIn: new Set(), signedIn: new Set() }).transformIndexHtml as { handler: (html: string, ctx: object) => string };
    expect(() => hook.handler('<html><head></head></html>', {})).toThrow(/charset/);
  });
});
