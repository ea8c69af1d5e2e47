// The browser the tests run in: Debian's headless shell when installed (.ci/run installs it), else its full Chromium,
// else Playwright's own. The headless shell is the same engine (Blink, V8, the network and storage services) without
// the desktop browser around it, which here cost the browser tests a third of their time; the bench keeps the full
// browser, whose figures are what a user gets.
import { existsSync } from 'node:fs';

export const chromiumPath = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
  (p) => existsSync(p),
);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
];
