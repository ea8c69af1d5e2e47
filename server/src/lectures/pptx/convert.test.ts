// The PowerPoint converter on a deck built here with pptxgenjs: three shown slides (Vietnamese text, speaker notes, a
// bullet list, a red rectangle) and a hidden one between them. The conversion tests need LibreOffice and poppler-utils
// (.ci/run installs them); without them they are skipped and say so.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertPptx, officeAvailable, type PptxSlide } from './convert.ts';
import { PptxConvertError, type PptxFailure } from './errors.ts';
import { readPptxText } from './pptx-text.ts';
import { runTool } from './run-tool.ts';
import { Slots } from './slots.ts';

const available = await officeAvailable();
if (!available) console.log('Không thấy soffice hoặc pdftoppm trên PATH: bỏ qua kiểm thử chuyển đổi PowerPoint bằng LibreOffice.');

let dir: string;
let deck: string;

async function buildDeck(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9'; // 10 × 5.625 in
  const title = pptx.addSlide();
  title.addText('Quang hợp', { x: 0.5, y: 0.5, w: 9, h: 1, fontSize: 40 });
  title.addNotes('Giới thiệu bài học về quang hợp.\nHỏi học sinh: cây cần gì để sống?');
  const hidden = pptx.addSlide();
  hidden.hidden = true;
  hidden.addText('Đáp án bí mật', { x: 0.5, y: 0.5, w: 9, h: 1 });
  hidden.addNotes('Ghi chú của trang ẩn');
  const light = pptx.addSlide();
  light.addText('Diệp lục hấp thụ ánh sáng', { x: 0.5, y: 0.5, w: 9, h: 1 });
  light.addShape(pptx.ShapeType.rect, { x: 6, y: 3, w: 3, h: 2, fill: { color: 'FF0000' } });
  const list = pptx.addSlide();
  list.addText(
    ['Nước', 'Khí CO₂', 'Ánh sáng mặt trời'].map((text) => ({ text, options: { bullet: true, breakLine: true } })),
    { x: 0.5, y: 0.5, w: 9, h: 3 },
  );
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

async function failureOf(promise: Promise<unknown>): Promise<PptxFailure | undefined> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(PptxConvertError);
  return (error as PptxConvertError).reason;
}

/** Processes whose command line mentions `text` (Linux /proc). */
async function processesMentioning(text: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(text)) found.push(cmdline.replaceAll('\0', ' '));
  }
  return found;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pptx-test-'));
  deck = path.join(dir, 'quang-hop.pptx');
  await writeFile(deck, await buildDeck());
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('reading a deck', () => {
  it('gives each slide its text and notes in presentation order, hidden slides marked', async () => {
    const slides = await readPptxText(await readFile(deck));
    expect(slides).toEqual([
      {
        hidden: false,
        text: 'Quang hợp',
        notes: 'Giới thiệu bài học về quang hợp.\nHỏi học sinh: cây cần gì để sống?',
      },
      { hidden: true, text: 'Đáp án bí mật', notes: 'Ghi chú của trang ẩn' },
      { hidden: false, text: 'Diệp lục hấp thụ ánh sáng', notes: '' },
      { hidden: false, text: 'Nước\nKhí CO₂\nÁnh sáng mặt trời', notes: '' },
    ]);
  });

  it('follows the slide list, not the part names, after slides are moved', async () => {
    const zip = await JSZip.loadAsync(await readFile(deck));
    const xml = await zip.file('ppt/presentation.xml')!.async('string');
    const ids = /<p:sldIdLst>(.*?)<\/p:sldIdLst>/.exec(xml)![1]!.match(/<p:sldId [^>]*\/>/g)!;
    zip.file('ppt/presentation.xml', xml.replace(ids.join(''), [...ids].reverse().join('')));
    const slides = await readPptxText(await zip.generateAsync({ type: 'uint8array' }));
    expect(slides.map((slide) => slide.text)).toEqual(['Nước\nKhí CO₂\nÁnh sáng mặt trời', 'Diệp lục hấp thụ ánh sáng', 'Đáp án bí mật', 'Quang hợp']);
  });

  it('rejects a file that is not a presentation as invalid, before any tool runs', async () => {
    const text = path.join(dir, 'not-a-deck.pptx');
    await writeFile(text, 'Đây không phải tệp PowerPoint');
    expect(await failureOf(convertPptx(text, { workDir: path.join(dir, 'invalid-text') }))).toBe('invalid');

    const zip = new JSZip().file('word/document.xml', '<w:document/>');
    const wordLike = path.join(dir, 'word-like.pptx');
    await writeFile(wordLike, await zip.generateAsync({ type: 'uint8array' }));
    expect(await failureOf(convertPptx(wordLike, { workDir: path.join(dir, 'invalid-zip') }))).toBe('invalid');
  });

  it('reports a tool that is not installed as missing', async () => {
    const run = runTool('/nonexistent/soffice', ['--version'], { deadline: Date.now() + 5000 });
    expect(await failureOf(run)).toBe('missing');
  });
});

describe('conversion slots', () => {
  it('lets two holders in at once and the third when one leaves', async () => {
    const slots = new Slots(2);
    const first = await slots.acquire();
    await slots.acquire();
    let third = false;
    const waiting = slots.acquire().then(() => (third = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(third).toBe(false);
    first();
    await waiting;
    expect(third).toBe(true);
  });

  it('drops a waiter whose signal aborts', async () => {
    const slots = new Slots(1);
    const only = await slots.acquire();
    const controller = new AbortController();
    const waiting = slots.acquire(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow();
    only();
    await expect(slots.acquire()).resolves.toBeTypeOf('function');
  });
});

it.skipIf(available)('says the tools are missing on a server without LibreOffice', async () => {
  expect(await failureOf(convertPptx(deck, { workDir: path.join(dir, 'missing') }))).toBe('missing');
});

describe.skipIf(!available)('converting with LibreOffice', () => {
  let slides: PptxSlide[];
  let percents: number[];

  beforeAll(async () => {
    percents = [];
    slides = await convertPptx(deck, { workDir: path.join(dir, 'ok'), onProgress: (p) => percents.push(p) });
  }, 120_000);

  it('draws one picture 1600 px wide per shown slide, in 16:9', async () => {
    expect(slides).toHaveLength(3);
    for (const slide of slides) {
      expect(path.isAbsolute(slide.png)).toBe(true);
      const meta = await sharp(slide.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', slide.width, slide.height]);
      expect(slide.width).toBeGreaterThanOrEqual(1590);
      expect(slide.width).toBeLessThanOrEqual(1610);
      expect(slide.width / slide.height).toBeCloseTo(16 / 9, 1);
    }
    expect(await readdir(path.join(dir, 'ok'))).toEqual(['slides']);
  });

  it("pairs each picture with its slide's text and notes, skipping the hidden slide", () => {
    expect(slides.map(({ text, notes }) => ({ text, notes }))).toEqual([
      { text: 'Quang hợp', notes: 'Giới thiệu bài học về quang hợp.\nHỏi học sinh: cây cần gì để sống?' },
      { text: 'Diệp lục hấp thụ ánh sáng', notes: '' },
      { text: 'Nước\nKhí CO₂\nÁnh sáng mặt trời', notes: '' },
    ]);
  });

  it('draws the red rectangle where the slide puts it', async () => {
    const { png, width, height } = slides[1]!;
    const average = async (xIn: number, yIn: number) => {
      const box = { left: Math.round((xIn / 10) * width) - 10, top: Math.round((yIn / 5.625) * height) - 10 };
      const { data } = await sharp(png)
        .extract({ ...box, width: 20, height: 20 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const sum = [0, 0, 0];
      for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
      return sum.map((s) => s / (data.length / 3));
    };
    const [r, g, b] = await average(7.5, 4);
    expect(r).toBeGreaterThan(220);
    expect(g).toBeLessThan(40);
    expect(b).toBeLessThan(40);
    const background = await average(3, 4);
    expect(Math.min(...background)).toBeGreaterThan(235);
  });

  it('reports progress up to 100', () => {
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('stops at the time limit as a timeout and leaves no LibreOffice behind', async () => {
    for (const timeoutMs of [1, 500]) {
      const workDir = path.join(dir, `timeout-${timeoutMs}`);
      expect(await failureOf(convertPptx(deck, { workDir, timeoutMs }))).toBe('timeout');
      expect(await processesMentioning(workDir)).toEqual([]);
    }
  }, 30_000);

  it('stops when the caller aborts and leaves no LibreOffice behind', async () => {
    const workDir = path.join(dir, 'aborted');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    await expect(convertPptx(deck, { workDir, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(await processesMentioning(workDir)).toEqual([]);
  }, 30_000);
});
