// Makes the demo video "Sự bay hơi của nước" (server/seed-media/su-bay-hoi-cua-nuoc.webm) and its picture at 10 % of
// its length (su-bay-hoi-cua-nuoc.webp), without ffmpeg: headless Chromium draws each frame on a canvas, its WebCodecs
// VideoEncoder encodes VP9 (VP8 where VP9 is missing), and mediabunny (a devDependency) writes the WebM with its Cues,
// so a player seeks by byte ranges. 10 s, 640×360, 25 fps, a keyframe every second: a seek lands at most one second of
// frames before the asked time, as a teacher's phone video would. The picture is taken from the written file, as the
// upload dialog takes a video's picture (src/features/media/media-probe.ts), so it also proves the file plays and seeks.
//
// Regenerate (both files are committed; the seed reads them, server/src/media/seed.ts):
//   node scripts/make-video-fixture.mjs
// It uses the system's full Chromium (scripts/chromium.ts), or Playwright's own one when installed.
// The encoder's bytes may differ between Chromium versions; what the file shows does not.
import { chromium } from 'playwright-core';
import { systemChromium } from './chromium.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'server/seed-media');
const NAME = 'su-bay-hoi-cua-nuoc';
const SPEC = { width: 640, height: 360, fps: 25, seconds: 10, bitrate: 450_000 };
/** A file every school connection fetches in a few seconds, and a download of one 2 MiB chunk. */
const MAX_BYTES = 1.5 * 1024 * 1024;

const muxer = readFileSync(path.join(root, 'node_modules/mediabunny/dist/bundles/mediabunny.min.mjs'));
// WebCodecs needs a secure context: a page at http://localhost is one, and every request is answered here, so nothing
// is fetched from anywhere.
const ORIGIN = 'http://localhost:4399';

/* global document, OffscreenCanvas, VideoEncoder, VideoFrame -- makeInPage runs in the browser */

/** Runs in the page: draws, encodes and muxes the video, then reads it back for its picture. */
async function makeInPage(spec) {
  const { Output, WebMOutputFormat, BufferTarget, EncodedVideoPacketSource, EncodedPacket } = await import('/mediabunny.mjs');
  const { width: W, height: H, fps, seconds } = spec;
  const frames = fps * seconds;
  const canvas = new OffscreenCanvas(W, H);
  const g = canvas.getContext('2d');
  const FONT = '"DejaVu Sans", "Liberation Sans", sans-serif';
  // Droplets leave the water at fixed places and times, so every run draws the same film.
  const drops = Array.from({ length: 28 }, (_, i) => ({ x: 40 + ((i * 173) % 560), start: (i * 0.37) % 3, speed: 38 + ((i * 29) % 30) }));

  function draw(t) {
    const sky = g.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, '#7dd3fc');
    sky.addColorStop(1, '#e0f2fe');
    g.fillStyle = sky;
    g.fillRect(0, 0, W, H);
    // The sun, its rays turning.
    g.save();
    g.translate(86, 86);
    g.rotate(t * 0.6);
    g.strokeStyle = '#f59e0b';
    g.lineWidth = 5;
    for (let i = 0; i < 12; i++) {
      g.rotate(Math.PI / 6);
      g.beginPath();
      g.moveTo(52, 0);
      g.lineTo(70, 0);
      g.stroke();
    }
    g.restore();
    g.fillStyle = '#fbbf24';
    g.beginPath();
    g.arc(86, 86, 44, 0, Math.PI * 2);
    g.fill();
    // The cloud grows as the vapour rises into it.
    const grow = 0.7 + 0.3 * (t / seconds);
    g.fillStyle = '#f8fafc';
    for (const [dx, dy, r] of [
      [0, 0, 34],
      [36, -14, 40],
      [78, 0, 32],
      [40, 12, 30],
    ]) {
      g.beginPath();
      g.arc(430 + dx * grow, 92 + dy * grow, r * grow, 0, Math.PI * 2);
      g.fill();
    }
    // The water, its surface moving.
    const surface = (x) => 262 + Math.sin(x / 40 + t * 2.4) * 5;
    g.fillStyle = '#0284c7';
    g.beginPath();
    g.moveTo(0, H);
    for (let x = 0; x <= W; x += 8) g.lineTo(x, surface(x));
    g.lineTo(W, H);
    g.closePath();
    g.fill();
    // Droplets of vapour rising and fading.
    for (const d of drops) {
      const age = (t + 3 - d.start) % 3;
      const y = surface(d.x) - 8 - age * d.speed;
      g.globalAlpha = Math.max(0, 1 - age / 3);
      const x = d.x + Math.sin(age * 3 + d.x) * 6;
      g.fillStyle = '#0369a1';
      g.beginPath();
      g.moveTo(x, y - 12);
      g.quadraticCurveTo(x + 8, y - 1, x, y + 4);
      g.quadraticCurveTo(x - 8, y - 1, x, y - 12);
      g.fill();
      g.globalAlpha = 1;
    }
    g.fillStyle = '#0f172a';
    g.font = `bold 30px ${FONT}`;
    g.textAlign = 'center';
    g.fillText('Sự bay hơi của nước', W / 2, 44);
    g.font = `bold 20px ${FONT}`;
    g.fillStyle = '#075985';
    g.fillText('hơi nước ↑', 300, 150);
    g.font = `18px ${FONT}`;
    g.fillStyle = '#f8fafc';
    g.fillText('Nắng làm nước nóng lên, nước bay hơi thành hơi nước', W / 2, 300);
    // The seconds, large, so a person (and a test) sees where the film is.
    g.fillStyle = 'rgba(15, 23, 42, 0.78)';
    g.fillRect(W - 150, 118, 128, 104);
    g.fillStyle = '#ffffff';
    g.font = `bold 72px ${FONT}`;
    g.fillText(String(Math.floor(t)), W - 86, 196);
    g.font = `16px ${FONT}`;
    g.fillText('giây', W - 86, 216);
    // A bar along the bottom as long as the time gone: a still frame tells its time from it (the seek test reads it).
    g.fillStyle = '#ffffff';
    g.fillRect(0, H - 24, W, 24);
    g.fillStyle = '#1e3a8a';
    g.fillRect(0, H - 24, Math.round((W * t) / seconds), 24);
  }

  const codec = (await VideoEncoder.isConfigSupported({ codec: 'vp09.00.10.08', width: W, height: H })).supported ? 'vp9' : 'vp8';
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource(codec);
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  let failure = null;
  const written = [];
  const encoder = new VideoEncoder({
    output: (chunk, meta) => written.push(source.add(EncodedPacket.fromEncodedChunk(chunk), meta)),
    error: (e) => (failure = e),
  });
  encoder.configure({
    codec: codec === 'vp9' ? 'vp09.00.10.08' : 'vp8',
    width: W,
    height: H,
    bitrate: spec.bitrate,
    framerate: fps,
    latencyMode: 'quality',
  });
  for (let i = 0; i < frames; i++) {
    draw(i / fps);
    const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1e6) / fps), duration: Math.round(1e6 / fps) });
    encoder.encode(frame, { keyFrame: i % fps === 0 });
    frame.close();
    if (encoder.encodeQueueSize > 8) await new Promise((r) => encoder.addEventListener('dequeue', r, { once: true }));
  }
  await encoder.flush();
  await Promise.all(written);
  if (failure) throw failure;
  await output.finalize();
  const bytes = new Uint8Array(output.target.buffer);

  // Read back like a player: its length, a seek to 10 % and the frame there.
  const video = document.createElement('video');
  video.muted = true;
  video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
  await new Promise((ok, fail) => {
    video.onloadedmetadata = ok;
    video.onerror = () => fail(new Error(`the written video does not load (${video.error?.code})`));
  });
  const duration = video.duration;
  video.currentTime = duration * 0.1;
  await new Promise((ok) => (video.onseeked = ok));
  const still = new OffscreenCanvas(W, H);
  still.getContext('2d').drawImage(video, 0, 0, W, H);
  const picture = new Uint8Array(await (await still.convertToBlob({ type: 'image/webp', quality: 0.85 })).arrayBuffer());
  const b64 = (u8) => {
    let s = '';
    for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
    return btoa(s);
  };
  return { codec, duration, video: b64(bytes), picture: b64(picture) };
}

const browser = await chromium.launch({ executablePath: systemChromium, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/mediabunny.mjs') return route.fulfill({ body: muxer, contentType: 'text/javascript' });
    return route.fulfill({ body: '<!doctype html><meta charset="utf-8"><title>video</title>', contentType: 'text/html' });
  });
  await page.goto(`${ORIGIN}/`);
  const made = await page.evaluate(makeInPage, SPEC);
  const video = Buffer.from(made.video, 'base64');
  const picture = Buffer.from(made.picture, 'base64');
  // Cues (EBML id 1C 53 BB 6B) are what lets a player find a time's bytes without reading the file from the start.
  if (!video.includes(Buffer.from([0x1c, 0x53, 0xbb, 0x6b]))) throw new Error('the WebM has no Cues: it would not seek');
  if (Math.abs(made.duration - SPEC.seconds) > 0.1) throw new Error(`the video lasts ${made.duration} s, not ${SPEC.seconds}`);
  if (video.length > MAX_BYTES) throw new Error(`the video is ${video.length} bytes, over ${MAX_BYTES}: lower the bitrate`);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `${NAME}.webm`), video);
  writeFileSync(path.join(outDir, `${NAME}.webp`), picture);
  console.log(`server/seed-media/${NAME}.webm  ${made.codec}, ${made.duration.toFixed(2)} s, ${video.length} bytes`);
  console.log(`server/seed-media/${NAME}.webp  ${picture.length} bytes`);
} finally {
  await browser.close();
}
