// Downloads for use without a network (the design's "downloaded content"): what the server lists for one lecture,
// e-book or media item a user keeps on the device — its files with their sizes (shown before the download starts),
// a version (compared later to tell an out-of-date copy), and the data the reader needs to open it offline.
export const DOWNLOAD_KINDS = ['lecture', 'book', 'media'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

export const DOWNLOAD_KIND_LABELS: Record<DownloadKind, string> = { lecture: 'Bài giảng', book: 'Sách điện tử', media: 'Học liệu' };

/** `${kind}:${id}`: one downloaded item, on the server and on the device. */
export const downloadKey = (kind: DownloadKind, id: number) => `${kind}:${id}`;

export interface DownloadFile {
  /** The file's address (/api/files/…), which the service worker answers from the device once downloaded. */
  url: string;
  size: number;
  contentType: string;
}

export interface DownloadManifest<D = unknown> {
  key: string;
  kind: DownloadKind;
  id: number;
  title: string;
  /** Changes whenever what the reader shows changes (a lecture's deck, a book's file or areas, a media file). */
  version: string;
  /** Every file the item shows, each once. */
  files: DownloadFile[];
  /** The files' sizes together. */
  bytes: number;
  /**
   * What opens it offline: a lecture's LectureDetail; a book's { book: Book, areas: BookArea[], pages: string[] }
   * (pages: each page's text, for searching offline); a media item's MediaResource.
   */
  data: D;
}
