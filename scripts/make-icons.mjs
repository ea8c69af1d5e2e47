// Renders the PWA icons (192, 512 and a 512 maskable one) from public/icons/favicon.svg in headless Chromium, so the
// PNGs always match the SVG mark. Run after editing the SVG: node scripts/make-icons.mjs
import { chromium } from 'playwright-core';
import { systemChromium } from './chromium.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const iconsDir = path.join(root, 'public/icons');
const svg = readFileSync(path.join(iconsDir, 'favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

// A maskable icon is cropped to a circle (or another shape) by the launcher: fill the whole square with the brand
// colour and keep the mark inside the central 80 % safe zone.
const variants = [
  { file: 'icon-192.png', size: 192, scale: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, background: 'transparent' },
  { file: 'icon-512-maskable.png', size: 512, scale: 0.8, background: '#1e2a78' },
];

const browser = await chromium.launch({ executablePath: systemChromium, args: ['--no-sandbox'] });
try {
  for (const v of variants) {
    const page = await browser.newPage({ viewport: { width: v.size, height: v.size } });
    const inner = Math.round(v.size * v.scale);
    await page.setContent(
      `<html><body style="margin:0;width:${v.size}px;height:${v.size}px;display:grid;place-items:center;background:${v.background}">` +
        `<img src="${dataUrl}" width="${inner}" height="${inner}"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(iconsDir, v.file), omitBackground: v.background === 'transparent' });
    await page.close();
    console.log(`public/icons/${v.file}`);
  }
} finally {
  await browser.close();
}
