import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import WaveSurfer from 'wavesurfer.js';
import { INLINE_STYLE_HASHES, WAVEFORM_HEIGHT_PX } from '@/shared/inline-style-hashes.ts';

// The browser refuses an inline <style> whose hash the Content-Security-Policy does not list, and the waveform then
// renders without its layout. This test hashes the <style> the installed wavesurfer.js writes, exactly as the browser
// does (sha256 of the element's text, base64).
describe('waveform under the Content-Security-Policy', () => {
  it('the style wavesurfer writes into its shadow root is one the policy allows', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const ws = WaveSurfer.create({ container, height: WAVEFORM_HEIGHT_PX });
    try {
      const host = container.firstElementChild as HTMLElement;
      const style = host.shadowRoot?.querySelector('style');
      expect(style).not.toBeNull();
      const hash = `sha256-${createHash('sha256')
        .update(style!.textContent ?? '', 'utf8')
        .digest('base64')}`;
      expect(INLINE_STYLE_HASHES).toContain(hash);
    } finally {
      ws.destroy();
      container.remove();
    }
  });
});
