// A book's page tree made deep and narrow before it is linearised. pdf.js checks a document's page count by opening
// its *last* page before it answers the document at all, and it walks the /Pages tree fetching every kid it passes
// to learn its /Count. Most generators (and qpdf, which flattens) write one /Pages node listing every page, so that
// walk fetches every page dictionary — in a linearised file each sits beside its page's pictures, so the reader reads
// nearly the whole book before page 1 (a 300-page, 96 MB book: 75 MB). With a tree of two kids per node the walk
// fetches about two small nodes per level and the last two pages: the first page then needs about 1 MB.
//
// The change is a patch for `qpdf --update-from-json` built from `qpdf --json=2 --json-key=qpdf --json-key=pages`:
// new intermediate /Pages nodes, each page's /Parent pointing at its node, the root's /Kids the top two. Attributes
// the pages inherit stay on the root, which is still every page's ancestor.

/** Kids per /Pages node: the walk to the last page fetches about this many objects per level. */
export const PAGE_TREE_FANOUT = 2;
/** A book of this many pages or fewer is left as it is: its walk is already short. */
export const SMALL_BOOK_PAGES = 8;

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type JsonDict = { [key: string]: JsonValue };

interface QpdfObject {
  value?: JsonValue;
  stream?: unknown;
}

/** What `qpdf --json=2 --json-key=qpdf --json-key=pages` prints, as far as the patch needs it. */
export interface QpdfJson {
  qpdf: [{ jsonversion: number; maxobjectid: number; pushedinheritedpageresources?: boolean; calledgetallpages?: boolean }, Record<string, QpdfObject>];
  pages: { object: string }[];
}

export interface QpdfPatch {
  qpdf: [{ jsonversion: 2; pushedinheritedpageresources: boolean; calledgetallpages: boolean; maxobjectid: number }, Record<string, { value: JsonValue }>];
}

const isDict = (v: JsonValue | undefined): v is JsonDict => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The patch giving the document a page tree of `fanout` kids per node, or null when there is nothing to gain (a
 * small book, a tree that is not flat) or the document is not one this can safely change (its catalog or pages not
 * plain dictionaries).
 */
export function narrowPageTreePatch(doc: QpdfJson, fanout = PAGE_TREE_FANOUT): QpdfPatch | null {
  const [meta, objects] = doc.qpdf;
  const pages = doc.pages.map((p) => p.object);
  if (pages.length <= SMALL_BOOK_PAGES || new Set(pages).size !== pages.length) return null;
  const trailer = objects.trailer?.value;
  if (!isDict(trailer) || typeof trailer['/Root'] !== 'string') return null;
  const catalog = objects[`obj:${trailer['/Root']}`]?.value;
  if (!isDict(catalog) || typeof catalog['/Pages'] !== 'string') return null;
  const rootRef = catalog['/Pages'];
  const root = objects[`obj:${rootRef}`]?.value;
  if (!isDict(root) || !Array.isArray(root['/Kids'])) return null;
  // Only a flat tree is rebuilt: nodes under the root may carry attributes their pages inherit, and a tree that has
  // them is one its generator already made walkable.
  const kids = root['/Kids'];
  if (kids.length <= fanout || kids.length !== pages.length || !kids.every((k, i) => k === pages[i])) return null;

  const patch: Record<string, { value: JsonValue }> = {};
  const counts = new Map<string, number>(pages.map((p) => [p, 1]));
  const parentOf = new Map<string, string>();
  let nextId = meta.maxobjectid + 1;
  let level = pages;
  while (level.length > fanout) {
    const upper: string[] = [];
    for (let i = 0; i < level.length; i += fanout) {
      const kids = level.slice(i, i + fanout);
      const ref = `${nextId++} 0 R`;
      const count = kids.reduce((sum, k) => sum + (counts.get(k) ?? 0), 0);
      counts.set(ref, count);
      for (const kid of kids) parentOf.set(kid, ref);
      patch[`obj:${ref}`] = { value: { '/Type': '/Pages', '/Kids': kids, '/Count': count } };
      upper.push(ref);
    }
    level = upper;
  }
  for (const kid of level) parentOf.set(kid, rootRef);

  for (const [ref, parent] of parentOf) {
    const made = patch[`obj:${ref}`];
    if (made) {
      (made.value as JsonDict)['/Parent'] = parent;
      continue;
    }
    const page = objects[`obj:${ref}`]?.value;
    if (!isDict(page)) return null;
    patch[`obj:${ref}`] = { value: { ...page, '/Parent': parent } };
  }
  patch[`obj:${rootRef}`] = { value: { ...root, '/Kids': level, '/Count': pages.length } };
  return {
    qpdf: [
      {
        jsonversion: 2,
        pushedinheritedpageresources: meta.pushedinheritedpageresources ?? false,
        calledgetallpages: meta.calledgetallpages ?? false,
        maxobjectid: nextId - 1,
      },
      patch,
    ],
  };
}
