// What the browser can tell about a chosen file before it is sent: a video's or sound's length, and a video's picture
// taken at 10 % of its length (spec §7), drawn at most 640 px wide. A file the browser cannot play gets neither; the
// server still checks the type from the bytes.
import { mediaTypeOf, type MediaType } from '@/shared/media.ts';

/** A browser that cannot decode the file never fires an event: give up rather than hold the dialog. */
const PROBE_TIMEOUT_MS = 10_000;
const FRAME_WIDTH = 640;

export interface MediaProbe {
  durationSeconds: number | null;
  frame: File | null;
}

/** The type a chosen file will be, from what the browser says it is (the server decides from the bytes). */
export function guessMediaType(file: File): MediaType | null {
  // Browsers give a .glb no type at all.
  return /\.glb$/i.test(file.name) ? '3d' : mediaTypeOf(file.type);
}

function once(target: EventTarget, ok: string): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), PROBE_TIMEOUT_MS);
    function finish(result: boolean) {
      clearTimeout(timer);
      target.removeEventListener(ok, onOk);
      target.removeEventListener('error', onError);
      resolve(result);
    }
    const onOk = () => finish(true);
    const onError = () => finish(false);
    target.addEventListener(ok, onOk);
    target.addEventListener('error', onError);
  });
}

function frameOf(video: HTMLVideoElement, name: string): Promise<File | null> {
  const scale = Math.min(1, FRAME_WIDTH / (video.videoWidth || FRAME_WIDTH));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  const context = canvas.getContext('2d');
  if (!context || !video.videoWidth) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ? new File([blob], `${name.replace(/\.[^.]+$/, '')}-anh.png`, { type: 'image/png' }) : null), 'image/png'),
  );
}

export async function probeMedia(file: File): Promise<MediaProbe> {
  const type = guessMediaType(file);
  if (type !== 'video' && type !== 'audio') return { durationSeconds: null, frame: null };
  const url = URL.createObjectURL(file);
  const element = document.createElement(type);
  element.preload = 'metadata';
  element.muted = true;
  try {
    element.src = url;
    if (!(await once(element, 'loadedmetadata'))) return { durationSeconds: null, frame: null };
    const duration = Number.isFinite(element.duration) ? element.duration : null;
    const durationSeconds = duration === null ? null : Math.round(duration);
    if (type === 'audio' || duration === null || !(element instanceof HTMLVideoElement)) return { durationSeconds, frame: null };
    element.currentTime = duration * 0.1;
    const seeked = await once(element, 'seeked');
    return { durationSeconds, frame: seeked ? await frameOf(element, file.name) : null };
  } finally {
    element.removeAttribute('src');
    element.load();
    URL.revokeObjectURL(url);
  }
}
