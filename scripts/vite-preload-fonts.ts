// Vite plugin: <link rel="preload"> for the font files every screen's first paint uses (Lexend regular, latin and
// Vietnamese subsets), so the browser fetches them with the CSS instead of after it. The other weights and subsets
// load on demand through their unicode-range.
import type { Plugin } from 'vite';

const ABOVE_THE_FOLD = /^assets\/lexend-(?:latin|vietnamese)-400-normal-[\w-]+\.woff2$/;

export function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {})
          .filter((name) => ABOVE_THE_FOLD.test(name))
          .sort();
        return fonts.map((name) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${name}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
