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
