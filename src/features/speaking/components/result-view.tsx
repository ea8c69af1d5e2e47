// A pronunciation result: the overall score (marked 'Điểm tạm tính' while it is the device's), the hints, every word
// coloured green / amber / red; tapping a word plays it from the student's recording and shows its phones and scores.
import { useState } from 'react';
import { SPEECH_HINT_MESSAGES } from '@/shared/speech/messages.ts';
import { wordColour, type SpeechResult, type WordScore } from '@/shared/speech/types.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';
import { useScoreThresholds } from '@/lib/score-thresholds.tsx';
import { COLOUR_CLASS, COLOUR_LABEL, scoreClass } from './word-colours.ts';

export interface ResultViewProps {
  result: SpeechResult;
  provisional: boolean;
  onPlayWord?: (word: WordScore) => void;
}

export function ResultView({ result, provisional, onPlayWord }: ResultViewProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const thresholds = useScoreThresholds();
  const word = selected === null ? null : (result.words[selected] ?? null);
  return (
    <section aria-label="Kết quả chấm phát âm" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className={`rounded-full px-4 py-2 text-2xl font-bold ring-1 ${scoreClass(result.overall, thresholds)}`} aria-label={`Điểm: ${result.overall}/100`}>
          {result.overall}
          <span className="text-base font-medium">/100</span>
        </p>
        {provisional ? (
          <span className="rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-800 ring-1 ring-amber-300">{SPEAKING_MSG.provisional}</span>
        ) : (
          <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-300">
            {SPEAKING_MSG.serverScored}
          </span>
        )}
      </div>
      {provisional && <p className="text-sm text-slate-600">{SPEAKING_MSG.provisionalNote}</p>}
      {result.hints.length > 0 && (
        <ul className="space-y-1 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          {result.hints.map((h) => (
            <li key={h}>{SPEECH_HINT_MESSAGES[h]}</li>
          ))}
        </ul>
      )}
      <div>
        <p className="mb-2 text-sm text-slate-600">Bấm vào một từ để nghe lại và xem từng âm.</p>
        <ul className="flex flex-wrap gap-2">
          {result.words.map((w, i) => (
            <li key={`${w.word}-${i}`}>
              <button
                type="button"
                aria-pressed={selected === i}
                aria-label={`${w.word}: ${w.score} điểm, ${COLOUR_LABEL[wordColour(w.score, thresholds)]}`}
                onClick={() => {
                  setSelected(i);
                  if (w.end > w.start) onPlayWord?.(w);
                }}
                className={`rounded-lg px-3 py-1.5 text-lg font-medium ring-1 ${COLOUR_CLASS[wordColour(w.score, thresholds)]} ${selected === i ? 'outline-2 outline-offset-2 outline-brand-600' : ''}`}
              >
                {w.word}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {word && <PhoneTable word={word} />}
    </section>
  );
}

function PhoneTable({ word }: { word: WordScore }) {
  const thresholds = useScoreThresholds();
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="mb-2 font-semibold text-slate-800">
        “{word.word}”: {word.score} điểm{word.end <= word.start ? ' — không nghe thấy từ này' : ''}
      </p>
      <table className="text-sm">
        <caption className="sr-only">Điểm từng âm của từ {word.word}</caption>
        <thead>
          <tr className="text-left text-slate-500">
            <th className="pr-6 font-medium">Âm</th>
            <th className="font-medium">Điểm</th>
          </tr>
        </thead>
        <tbody>
          {word.phones.map((p, i) => (
            <tr key={`${p.phone}-${i}`}>
              <td className="pr-6 font-mono">/{p.phone.toLowerCase()}/</td>
              <td>
                <span className={`rounded px-2 ring-1 ${scoreClass(p.score, thresholds)}`}>{p.score}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
