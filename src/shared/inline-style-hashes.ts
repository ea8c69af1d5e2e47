// Content-Security-Policy hashes of the only inline <style> blocks the app needs: the one wavesurfer.js writes into its
// shadow root (the waveforms of recordings; its text depends on the waveform height, so the app draws every waveform
// at WAVEFORM_HEIGHT_PX), and the fixed one in <model-viewer>'s shadow template (3D media). waveform-csp.test.tsx and
// model-view-csp.test.ts recompute them from the installed libraries and fail when an upgrade changes the text. The
// server sends these in style-src (server/src/http/security-headers.ts).
export const WAVEFORM_HEIGHT_PX = 64;

export const INLINE_STYLE_HASHES: readonly string[] = [
  'sha256-fF0LBso7Nz75zaFRDBUefBDvPe19hjaiDnnc8lt+2Js=',
  'sha256-PXtZZkJMMyc18o/DN1ZEFOJ2qEGq95IQbVaJFMOXOb0=',
];
