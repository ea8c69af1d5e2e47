// Content-Security-Policy hashes of the only inline <style> the app needs: the one wavesurfer.js writes into its
// shadow root (the waveforms of recordings). Its text depends on the waveform height, so the app draws every waveform
// at WAVEFORM_HEIGHT_PX; waveform-csp.test.tsx recomputes the hash from the installed wavesurfer.js and fails when an
// upgrade changes the text. The server sends these in style-src (server/src/http/security-headers.ts).
export const WAVEFORM_HEIGHT_PX = 64;

export const INLINE_STYLE_HASHES: readonly string[] = ['sha256-fF0LBso7Nz75zaFRDBUefBDvPe19hjaiDnnc8lt+2Js='];
