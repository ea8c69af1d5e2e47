// Reads each slide's text and speaker notes from the .pptx package itself, in the order the presentation shows its
// slides (p:sldIdLst, not the part names, which keep their numbers when slides are moved). LibreOffice only draws the
// pictures; the words come from the source so they stay exact, searchable and readable aloud.
import { posix } from 'node:path';
import type JSZip from 'jszip';
import { PptxConvertError } from './errors.ts';
import { attrs, children, parseXml, tagOf, type XmlNode } from './xml.ts';

export interface SlideText {
  /** Hidden in PowerPoint (p:sld show="0"): LibreOffice leaves it out of the PDF too. */
  hidden: boolean;
  text: string;
  notes: string;
}

// Matched by their last segment: Strict Open XML names the same relationships under another namespace.
const isRel = (rel: Relationship | undefined, kind: string) => rel?.type.endsWith(`/relationships/${kind}`) === true;
// Slide number, date and footer repeat on every slide and say nothing about it; a notes page also holds a picture of
// its slide.
const BOILERPLATE_PLACEHOLDERS = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg']);
// Text parts are kilobytes; a part this large is a zip bomb, not a slide.
const MAX_PART_BYTES = 16 * 1024 * 1024;

export async function readPptxText(data: Uint8Array): Promise<SlideText[]> {
  try {
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(data);
    const main = [...(await relationships(zip, '')).values()].find((r) => isRel(r, 'officeDocument'));
    const presentation = main && (await readXml(zip, main.target));
    const root = presentation && child(presentation, 'p:presentation');
    if (!main || !root) throw new PptxConvertError('invalid', 'no p:presentation part');
    const rels = await relationships(zip, main.target);
    const slides: SlideText[] = [];
    // A deck without slides has no p:sldIdLst at all.
    for (const id of children(child(root, 'p:sldIdLst'))) {
      const rel = rels.get(attrs(id)['r:id'] ?? '');
      if (tagOf(id) !== 'p:sldId' || !rel || !isRel(rel, 'slide')) continue;
      slides.push(await readSlide(zip, rel.target));
    }
    return slides;
  } catch (err) {
    if (err instanceof PptxConvertError) throw err;
    throw new PptxConvertError('invalid', err instanceof Error ? err.message : String(err));
  }
}

async function readSlide(zip: JSZip, path: string): Promise<SlideText> {
  const root = child(await readXml(zip, path), 'p:sld');
  if (!root) throw new PptxConvertError('invalid', `${path} is not a slide`);
  const notesRel = [...(await relationships(zip, path)).values()].find((r) => isRel(r, 'notesSlide'));
  const notesRoot = notesRel && child(await readXml(zip, notesRel.target), 'p:notes');
  return {
    hidden: attrs(root).show === '0' || attrs(root).show === 'false',
    text: paragraphs(children(root)).join('\n'),
    notes: notesRoot ? paragraphs(children(notesRoot)).join('\n') : '',
  };
}

/** Every non-empty paragraph (a:p) under these nodes, in document order: text boxes, groups and table cells alike. */
function paragraphs(nodes: XmlNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'p:sp' && BOILERPLATE_PLACEHOLDERS.has(placeholderType(node) ?? '')) continue;
    // mc:AlternateContent says the same thing twice; mc:Choice is the richer copy.
    if (tag === 'mc:Fallback') continue;
    if (tag === 'a:p') {
      const line = runs(children(node)).trim();
      if (line) out.push(line);
    } else if (tag) paragraphs(children(node), out);
  }
  return out;
}

function runs(nodes: XmlNode[]): string {
  let text = '';
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'a:t')
      text += children(node)
        .map((t) => (typeof t['#text'] === 'string' ? t['#text'] : ''))
        .join('');
    else if (tag === 'a:br') text += '\n';
    else if (tag) text += runs(children(node));
  }
  return text;
}

function placeholderType(shape: XmlNode): string | undefined {
  const ph = child(child(child(shape, 'p:nvSpPr'), 'p:nvPr'), 'p:ph');
  // A placeholder without a type is a body placeholder.
  return ph && (attrs(ph).type ?? 'body');
}

function child(node: XmlNode | XmlNode[] | undefined, tag: string): XmlNode | undefined {
  if (!node) return undefined;
  return (Array.isArray(node) ? node : children(node)).find((n) => tagOf(n) === tag);
}

interface Relationship {
  type: string;
  target: string;
}

/** A part's relationships by id, targets resolved to paths inside the zip. */
async function relationships(zip: JSZip, part: string): Promise<Map<string, Relationship>> {
  const dir = posix.dirname(part);
  const relsPath = posix.join(dir, '_rels', `${posix.basename(part)}.rels`);
  const found = new Map<string, Relationship>();
  if (!zip.file(relsPath)) return found;
  for (const rel of children(child(await readXml(zip, relsPath), 'Relationships'))) {
    const { Id, Type, Target, TargetMode } = attrs(rel);
    if (tagOf(rel) !== 'Relationship' || !Id || !Type || !Target || TargetMode === 'External') continue;
    const target = Target.startsWith('/') ? Target.slice(1) : posix.normalize(posix.join(dir, Target));
    found.set(Id, { type: Type, target });
  }
  return found;
}

async function readXml(zip: JSZip, path: string): Promise<XmlNode[]> {
  const file = zip.file(path);
  if (!file) throw new PptxConvertError('invalid', `missing part ${path}`);
  const text = await new Promise<string>((resolve, reject) => {
    const stream = file.nodeStream('nodebuffer');
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_PART_BYTES) return void chunks.push(chunk);
      // Pausing stops the inflating too, so a bomb is never unpacked further.
      stream.pause();
      reject(new PptxConvertError('invalid', `${path} is larger than ${MAX_PART_BYTES} bytes`));
    });
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
  return parseXml(text);
}
