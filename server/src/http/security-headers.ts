// Security headers on every response the server sends (API answers, errors, the app's files). The policy allows
// only the app's own scripts, plus the WebAssembly that on-device speech scoring compiles ('wasm-unsafe-eval' — no
// JavaScript eval) and the one inline script of index.html, allowed by the hash of its text
// (src/shared/start-script.ts). Styles: the app's one CSS file, plus the single <style> wavesurfer.js writes into its
// shadow root, allowed by hash rather than 'unsafe-inline'; element.style changes made from script (React style props,
// Headless UI, wavesurfer) are not restricted by CSP, so no style-src-attr is needed.
import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';
import { INLINE_STYLE_HASHES } from '../../../src/shared/inline-style-hashes.ts';
import { EXPERIMENT_RUN_PREFIX } from '../../../src/shared/experiments.ts';
import { START_SCRIPT } from '../../../src/shared/start-script.ts';

export const START_SCRIPT_HASH = `sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}`;

export interface SecurityHeaderOptions {
  /** The server is reached over HTTPS only: HSTS and upgrade-insecure-requests. */
  httpsOnly: boolean;
  /** The feedback form's origin, the only page the app may show in a frame. */
  feedbackFormOrigin?: string;
  /** Where pre-signed file links point (S3 with S3_PRESIGNED_URLS): the app reads files from there too. */
  fileOrigin?: string;
}

export function contentSecurityPolicy({ httpsOnly, feedbackFormOrigin, fileOrigin }: SecurityHeaderOptions) {
  const files = fileOrigin ? [fileOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", `'${START_SCRIPT_HASH}'`],
    styleSrc: ["'self'", ...INLINE_STYLE_HASHES.map((hash) => `'${hash}'`)],
    // Recordings and waveforms are played from blob: URLs; the icons of a few libraries are data: URLs.
    imgSrc: ["'self'", 'blob:', 'data:', ...files],
    mediaSrc: ["'self'", 'blob:', 'data:', ...files],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...files],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    // The app's own virtual experiments (EXPERIMENT_RUN_PREFIX), and the feedback form.
    frameSrc: ["'self'", ...(feedbackFormOrigin ? [feedbackFormOrigin] : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * A virtual experiment's files (someone's HTML5 simulation): `sandbox` without allow-same-origin runs the page with an
 * opaque origin, so its script cannot read the app's localStorage, IndexedDB, cookies or service worker; it may run
 * inline and eval'd script (as simulations are written) but reach nothing outside its own package (no connect, no
 * form posts), and only the app may frame it. CORP is cross-origin because an opaque-origin document's own requests for
 * its scripts and pictures are cross-origin: same-origin would block the package's files; they hold nothing secret.
 */
export const EXPERIMENT_CSP =
  "sandbox allow-scripts allow-pointer-lock allow-popups allow-forms; default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:; connect-src 'none'; form-action 'none'; base-uri 'self'; object-src 'none'; frame-ancestors 'self'";

const experimentHeaders = secureHeaders({
  contentSecurityPolicy: {},
  crossOriginResourcePolicy: 'cross-origin',
  crossOriginOpenerPolicy: false,
  referrerPolicy: 'no-referrer',
  xFrameOptions: 'SAMEORIGIN',
  strictTransportSecurity: false,
  permissionsPolicy: { microphone: [], camera: [], geolocation: [], payment: [], usb: [] },
});

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const app = appHeaders(options);
  return async (c, next) => {
    if (!c.req.path.startsWith(EXPERIMENT_RUN_PREFIX)) return app(c, next);
    await experimentHeaders(c, next);
    c.res.headers.set('Content-Security-Policy', EXPERIMENT_CSP);
    if (options.httpsOnly) c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

function appHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(options),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: options.httpsOnly ? 'max-age=31536000; includeSubDomains' : false,
    // The microphone for pronunciation practice, on the app's own origin only; nothing else.
    permissionsPolicy: {
      microphone: ['self'],
      camera: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}
