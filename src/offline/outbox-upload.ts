// Multipart uploads of the outbox: the form is built when the item is sent, from the text fields stored on the item
// and the recording's bytes read from IndexedDB then, so a recording is stored once and every retry sends the same
// bytes. No DOM: FormData and Blob exist in the page and in the service worker.
import { db, type OutboxUpload } from './db.ts';

/** The form to send, or null when the recording is no longer on this device (the item can never succeed). */
export async function buildUploadForm(upload: OutboxUpload): Promise<FormData | null> {
  const recording = await db.recordings.get(upload.file.recordingKey);
  if (!recording) return null;
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append(upload.file.field, new Blob([recording.audio], { type: recording.mimeType }), upload.file.filename);
  return form;
}
