// Downloaded files (src/offline/downloads/) answered from the device: a lecture's pictures, an e-book's PDF, a media
// item's video play and seek without a network once the user downloaded them — pdf.js and <video>/<audio> send Range
// requests, answered with 206 from the stored chunks. Anything not downloaded (or not finished) goes where it went
// before this rule existed (the fallback handler), so adding the rule changes nothing for those requests.
import type { RouteHandlerCallback, RouteHandlerCallbackOptions, RouteMatchCallbackOptions } from 'workbox-core';
import { downloadedFileResponse } from '../src/offline/downloads/stored-file.ts';

/**
 * The addresses a download manifest lists (server/src/downloads/files.ts): a content file (/api/files/<uuid>), its
 * thumbnail, and a built-in question medium (/api/media/<name>).
 */
const FILE_PATHS = [
  /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\/thumbnail)?$/,
  /^\/api\/media\/[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/,
];

export const isDownloadableFile = ({ url, sameOrigin, request }: RouteMatchCallbackOptions) =>
  sameOrigin && request.method === 'GET' && FILE_PATHS.some((path) => path.test(url.pathname));

/** The device's copy when there is a usable one; otherwise `fallback` (a database that cannot be read included). */
export function downloadedFileHandler(fallback: RouteHandlerCallback): RouteHandlerCallback {
  return async (options: RouteHandlerCallbackOptions) => {
    const local = await downloadedFileResponse(options.request).catch(() => null);
    return local ?? fallback(options);
  };
}
