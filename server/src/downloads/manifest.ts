// One download manifest (src/shared/downloads.ts), whatever the kind: its key, and its files' sizes added up.
import { downloadKey, type DownloadFile, type DownloadKind, type DownloadManifest } from '../../../src/shared/downloads.ts';

export function manifest<D>(kind: DownloadKind, id: number, title: string, version: string, files: DownloadFile[], data: D): DownloadManifest<D> {
  return { key: downloadKey(kind, id), kind, id, title, version, files, bytes: files.reduce((sum, f) => sum + f.size, 0), data };
}
