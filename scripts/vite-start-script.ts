// Vite plugin: the page's start script (src/shared/start-script.ts) inline right after index.html's charset
// declaration (which must come within the document's first bytes): ahead of the stylesheet, since an inline script
// after a stylesheet waits for it, and of the app's scripts. At build, its attributes list the code of the two first
// screens, each route chunk with every chunk it imports that the entry does not already bring.
import type { Plugin, Rollup } from 'vite';
import { START_PRELOAD_ATTRIBUTES, START_SCRIPT } from '../src/shared/start-script.ts';
import { escapeHtml } from './html-escape.ts';

const CHARSET = /<meta charset="UTF-8" \/>\n/;

export interface FirstScreens {
  /** Route files (absolute paths) of the sign-in screen. */
  signIn: ReadonlySet<string>;
  /** Route files of the signed-in layouts and home. */
  signedIn: ReadonlySet<string>;
}

type Chunk = Rollup.OutputChunk;

/** The chunks `from` holds and every chunk they import, in order, leaving out those in `skip`. */
function withImports(chunks: Chunk[], from: (chunk: Chunk) => boolean, skip: ReadonlySet<string> = new Set()): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const out = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || skip.has(chunk.fileName) || out.has(chunk.fileName)) return;
    out.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (from(chunk)) visit(chunk);
  return [...out];
}

export function startScript(screens: FirstScreens): Plugin {
  return {
    name: 'start-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!CHARSET.test(html)) throw new Error('index.html: the start script goes after <meta charset="UTF-8" />, which is missing');
        // The dev server has no bundle: its modules load as they are asked for.
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Chunk => c.type === 'chunk');
        // The entry and what it imports are on the page already.
        const onPage = new Set(withImports(chunks, (chunk) => chunk.isEntry));
        const codeOf = (files: ReadonlySet<string>) =>
          withImports(chunks, (chunk) => chunk.moduleIds.some((id) => files.has(id.replace(/\?.*$/, ''))), onPage)
            .map((name) => `/${name}`)
            .join(' ');
        const lists = chunks.length
          ? ` ${START_PRELOAD_ATTRIBUTES.signedIn}="${escapeHtml(codeOf(screens.signedIn))}"` +
            ` ${START_PRELOAD_ATTRIBUTES.signIn}="${escapeHtml(codeOf(screens.signIn))}"`
          : '';
        return html.replace(CHARSET, (meta) => `${meta}    <script${lists}>${START_SCRIPT}</script>\n`);
      },
    },
  };
}
