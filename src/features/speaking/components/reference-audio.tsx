// The reference pronunciation: the content's own audio as a waveform when it has one, otherwise the browser's
// speech synthesis reading the text in US English.
import { useEffect, useState } from 'react';
import { Waveform } from './waveform.tsx';
import { SPEAKING_MSG } from '../speaking-messages.ts';
import { mediaUrl } from '@/lib/media-url.ts';

function englishVoice(): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  return voices.find((v) => v.lang === 'en-US') ?? voices.find((v) => v.lang.startsWith('en'));
}

export function ReferenceAudio({ text, audioUrl }: { text: string; audioUrl: string | null }) {
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const [speaking, setSpeaking] = useState(false);
  useEffect(
    () => () => {
      if (canSpeak) window.speechSynthesis.cancel();
    },
    [canSpeak, text],
  );

  if (audioUrl) return <Waveform label="Phát âm mẫu" url={mediaUrl(audioUrl)} tone="reference" />;

  const speak = () => {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-US';
    utterance.rate = 0.9;
    const voice = englishVoice();
    if (voice) utterance.voice = voice;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    window.speechSynthesis.speak(utterance);
  };

  return (
    <div className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <span className="font-medium text-slate-700">Phát âm mẫu (giọng đọc của trình duyệt)</span>
      {canSpeak ? (
        <button
          type="button"
          onClick={speak}
          className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 hover:bg-slate-50 pointer-coarse:h-11"
        >
          {speaking ? 'Đang đọc…' : '▶ Nghe mẫu'}
        </button>
      ) : (
        <span className="text-slate-500">{SPEAKING_MSG.noSpeechSynthesis}</span>
      )}
    </div>
  );
}
