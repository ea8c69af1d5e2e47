// The answer the service worker gives for a downloaded file: the whole file, or the one byte range a <video>, an
// <audio> or pdf.js asked for, so they seek offline as they do online. Ranges are read exactly as the server reads them
// (server/src/http/file-response.ts), so a player meets the same answers with and without a network.

/** The one range asked for, or null for the whole file; 'invalid' when it cannot be satisfied. */
export function parseByteRange(header: string | null | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges (multipart/byteranges) are rarely asked for by players: the whole file answers them correctly.
  if (!m) return header.includes(',') ? null : 'invalid';
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return 'invalid';
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0 || size === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

/**
 * 200 with the whole blob, 206 with the asked part and its Content-Range, or 416. The blob's type is the
 * Content-Type. A downloaded file is opened by the app's own elements, never run: nosniff and a sandbox policy, as the
 * server sends content files.
 */
export function rangeResponse(blob: Blob, rangeHeader: string | null | undefined): Response {
  const size = blob.size;
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Content-Type': blob.type || 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  const range = parseByteRange(rangeHeader, size);
  if (range === 'invalid') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers });
  }
  if (!range) {
    headers.set('Content-Length', String(size));
    return new Response(blob, { status: 200, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  return new Response(blob.slice(range.start, range.end + 1), { status: 206, statusText: 'Partial Content', headers });
}
