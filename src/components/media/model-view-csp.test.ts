// <model-viewer>'s shadow template carries one <style> block: its hash must be in the app's style-src, or the 3D
// viewer renders without its layout. Recomputed from the installed library, so an upgrade that changes it fails here.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { INLINE_STYLE_HASHES } from '@/shared/inline-style-hashes.ts';

describe('model-viewer and the style policy', () => {
  it('allows the template’s one <style> block by its hash', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('@google/model-viewer/dist/model-viewer.js'), 'utf8');
    const template = source.indexOf('const templateResult');
    const start = source.indexOf('<style>', template) + '<style>'.length;
    const text = source.slice(start, source.indexOf('</style>', start));
    expect(template).toBeGreaterThan(0);
    expect(INLINE_STYLE_HASHES).toContain(`sha256-${createHash('sha256').update(text).digest('base64')}`);
  });
});
