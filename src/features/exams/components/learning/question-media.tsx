// A question's picture, recording or video. Opening the exam online keeps all its media on the device
// (offline/exam-media.ts) and the service worker answers from there (sw/sw.ts), so they show offline too.
import type { QuestionMedia } from '@/shared/exam.ts';
import { mediaUrl } from '@/lib/media-url.ts';

export function QuestionMediaView({ media }: { media: QuestionMedia }) {
  const src = mediaUrl(media.url);
  if (media.type === 'image') return <img src={src} alt="Hình minh hoạ của câu hỏi" className="max-h-80 rounded-lg border border-slate-200" />;
  if (media.type === 'audio') return <audio controls src={src} className="w-full" aria-label="Đoạn nghe của câu hỏi" />;
  return <video controls src={src} className="max-h-80 w-full rounded-lg" aria-label="Video của câu hỏi" />;
}
