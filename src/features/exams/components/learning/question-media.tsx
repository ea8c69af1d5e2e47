// A question's picture, recording or video. The service worker keeps exam media it has seen (sw/sw.ts), so an exam
// opened once online shows them offline too.
import type { QuestionMedia } from '@/shared/exam.ts';

/** Spec §7: media URLs without 'http' are served under the API base. */
export const mediaUrl = (url: string) => (/^https?:\/\//.test(url) || url.startsWith('/') ? url : `/api/${url}`);

export function QuestionMediaView({ media }: { media: QuestionMedia }) {
  const src = mediaUrl(media.url);
  if (media.type === 'image') return <img src={src} alt="Hình minh hoạ của câu hỏi" className="max-h-80 rounded-lg border border-slate-200" />;
  if (media.type === 'audio') return <audio controls src={src} className="w-full" aria-label="Đoạn nghe của câu hỏi" />;
  return <video controls src={src} className="max-h-80 w-full rounded-lg" aria-label="Video của câu hỏi" />;
}
