// Vietnamese texts for the pronunciation hints and engine errors (the UI and the server use the same words).
import type { SpeechHint } from './types.ts';

export const SPEECH_HINT_MESSAGES: Record<SpeechHint, string> = {
  noSpeech: 'Không nghe thấy tiếng nói. Hãy kiểm tra micro và đọc to, rõ ràng.',
  tooEarly: 'Bạn bắt đầu đọc hơi sớm. Hãy đợi một chút sau khi bấm ghi âm rồi mới đọc.',
  tooLate: 'Bản ghi bị ngắt khi bạn vẫn đang đọc. Hãy đọc hết câu rồi mới dừng ghi âm.',
  tooNoisy: 'Xung quanh quá ồn. Hãy tìm chỗ yên tĩnh hơn và đọc lại.',
  tooQuiet: 'Giọng đọc quá nhỏ. Hãy nói to hơn hoặc đưa micro lại gần.',
  incomplete: 'Có vẻ bạn chưa đọc hết câu. Hãy đọc đầy đủ từng từ.',
};
