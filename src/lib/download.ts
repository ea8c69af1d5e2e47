// Saves a Blob as a file on the device (the browser's download), then releases its object URL.
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers start the download after click() returns: the URL must outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A name safe on every file system: no diacritics (đ → d), letters and digits joined by "-". */
export function asciiFileName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
