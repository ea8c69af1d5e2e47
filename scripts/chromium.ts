// The system's Chromium, for everything here that drives a browser: Debian's (installed by .ci/run), else another
// Chromium or Chrome; undefined leaves Playwright its own. Plain TypeScript that Node runs as it is, so the .mjs tools
// import it too.
import { existsSync } from 'node:fs';

const firstOf = (paths: string[]) => paths.find((p) => existsSync(p));

/** The full browser: the bench (its figures are what a user gets), the icon and video-fixture makers. */
export const systemChromium = firstOf(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);

/**
 * The browser tests' browser: Debian's headless shell when installed, else the full one. The same engine (Blink, V8,
 * the network and storage services) without the desktop browser around it, which cost the browser tests a third of
 * their time on a 2-core machine.
 */
export const testChromium = firstOf(['/usr/lib/chromium/chromium-headless-shell']) ?? systemChromium;

/**
 * Launch flags for a headless Chromium here (the browser tests, Lighthouse in the bench): no sandbox (root in CI), no
 * GPU, nothing fetched in the background (this machine's network refuses it).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
];
