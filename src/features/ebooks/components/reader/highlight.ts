// The words searched for, marked in a search hit's snippet. Matched without case and without Vietnamese tone marks
// ("toan" finds "Toán", "duong" finds "đường"), as a search on a tablet keyboard is often typed without them, while
// the snippet keeps its own spelling.
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** Lower case, without diacritics, đ as d; one character in, one out (for the ones the reader meets). */
const fold = (ch: string) => ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/đ/g, 'd');

export function highlightParts(snippet: string, query: string): SnippetPart[] {
  // The folded snippet, with where each of its characters came from in the original.
  let folded = '';
  const origin: number[] = [];
  let at = 0;
  for (const ch of snippet) {
    for (const f of fold(ch)) {
      folded += f;
      origin.push(at);
    }
    at += ch.length;
  }
  const terms = [...new Set(fold(query).split(/\s+/).filter(Boolean))];
  const marked = new Array<boolean>(snippet.length).fill(false);
  for (const term of terms) {
    for (let i = folded.indexOf(term); i !== -1; i = folded.indexOf(term, i + 1)) {
      const start = origin[i]!;
      const lastOrigin = origin[i + term.length - 1]!;
      let end = lastOrigin + (snippet.codePointAt(lastOrigin)! > 0xffff ? 2 : 1);
      // Tone marks typed as separate characters stay with their letter.
      while (end < snippet.length && /\p{M}/u.test(snippet[end]!)) end++;
      marked.fill(true, start, end);
    }
  }
  const parts: SnippetPart[] = [];
  for (let i = 0; i < snippet.length;) {
    const match = marked[i]!;
    let j = i;
    while (j < snippet.length && marked[j] === match) j++;
    parts.push({ text: snippet.slice(i, j), match });
    i = j;
  }
  return parts;
}
