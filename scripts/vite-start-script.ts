// Vite plugin: the page's start script (src/shared/start-script.ts) inline right after index.html's charset
// declaration (which must come within the document's first bytes): ahead of the stylesheet, since an inline script
// after a stylesheet waits for it, and of the app's scripts. At build, its attributes list the code of the two first
// screens, each route chunk with every chunk it imports that the entry does not already bring.
import type { Plugin, Rollup } from 'vite';
import { START_PRELOAD_ATTRIBUTES, START_SCRIPT } from '../src/shared/start-script.ts';

const CHARSET = /<meta charset="UTF-8" \/>\n/;

export interface FirstScreens {
  /** Route files (absolute paths) of the sign-in screen. */
  signIn: ReadonlySet<string>;
  /** Route files of the signed-in layouts and home. */
  signedIn: ReadonlySet<string>;
}

type Chunk = Rollup.OutputChunk;

/** `files`' chunks and what they import, in order, without the chunks in `skip`. */
function codeOf(chunks: Chunk[], files: ReadonlySet<string>, skip: ReadonlySet<string>): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const out: string[] = [];
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || skip.has(chunk.fileName) || out.includes(chunk.fileName)) return;
    out.push(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (chunk.moduleIds.some((id) => files.has(id.replace(/\?.*$/, '')))) visit(chunk);
  return out.map((name) => `/${name}`);
}

/** The entry and everything it imports: on the page already. */
function entryCode(chunks: Chunk[]): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return seen;
}

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

export function startScript(screens: FirstScreens): Plugin {
  return {
    name: 'start-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!CHARSET.test(html)) throw new Error('index.html: the start script goes after <meta charset="UTF-8" />, which is missing');
        // The dev server has no bundle: its modules load as they are asked for.
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Chunk => c.type === 'chunk');
        const onPage = entryCode(chunks);
        const lists = chunks.length
          ? ` ${START_PRELOAD_ATTRIBUTES.signedIn}="${escapeAttribute(codeOf(chunks, screens.signedIn, onPage).join(' '))}"` +
            ` ${START_PRELOAD_ATTRIBUTES.signIn}="${escapeAttribute(codeOf(chunks, screens.signIn, onPage).join(' '))}"`
          : '';
        return html.replace(CHARSET, (meta) => `${meta}    <script${lists}>${START_SCRIPT}</script>\n`);
      },
    },
  };
}
