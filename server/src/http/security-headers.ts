// Security headers on every response the server sends (API answers, errors, the app's files). The policy allows
// only the app's own scripts, plus the WebAssembly that on-device speech scoring compiles ('wasm-unsafe-eval' — no
// JavaScript eval). Styles: the app's one CSS file, plus the single <style> wavesurfer.js writes into its shadow root,
// allowed by hash rather than 'unsafe-inline'; element.style changes made from script (React style props, Headless
// UI, wavesurfer) are not restricted by CSP, so no style-src-attr is needed.
import { secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';
import { INLINE_STYLE_HASHES } from '../../../src/shared/inline-style-hashes.ts';

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
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", ...INLINE_STYLE_HASHES.map((hash) => `'${hash}'`)],
    // Recordings and waveforms are played from blob: URLs; the icons of a few libraries are data: URLs.
    imgSrc: ["'self'", 'blob:', 'data:', ...files],
    mediaSrc: ["'self'", 'blob:', 'data:', ...files],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...files],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: [feedbackFormOrigin ?? "'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
  };
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
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
