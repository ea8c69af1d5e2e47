// A result is coloured by the school's own score thresholds when its session carries them, by the built-in bands
// otherwise (outside a school, or a session stored before thresholds existed).
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { SpeechResult } from '@/shared/speech/types.ts';
import { ScoreThresholdsContext } from '@/lib/score-thresholds.tsx';
import { ResultView } from './result-view.tsx';

afterEach(cleanup);

const result: SpeechResult = {
  overall: 85,
  provider: 'embedded',
  provisional: false,
  sentence: 'I like apples',
  mode: 'scripted',
  duration: 2,
  speechStart: 0.2,
  speechEnd: 1.8,
  hints: [],
  words: [
    { word: 'I', score: 92, start: 0.2, end: 0.4, phones: [] },
    { word: 'like', score: 75, start: 0.4, end: 0.8, phones: [] },
    { word: 'apples', score: 50, start: 0.8, end: 1.2, phones: [] },
  ],
};

it('colours by the built-in bands without a school: 75 good, 50 to practise', () => {
  render(<ResultView result={result} provisional={false} />);
  expect(screen.getByRole('button', { name: 'like: 75 điểm, tốt' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'apples: 50 điểm, cần luyện thêm' })).toBeInTheDocument();
});

it("colours by the school's thresholds: good from 90, to practise from 70", () => {
  render(
    <ScoreThresholdsContext.Provider value={{ good: 90, fair: 70 }}>
      <ResultView result={result} provisional={false} />
    </ScoreThresholdsContext.Provider>,
  );
  expect(screen.getByRole('button', { name: 'I: 92 điểm, tốt' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'like: 75 điểm, cần luyện thêm' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'apples: 50 điểm, chưa đúng' })).toBeInTheDocument();
  expect(screen.getByLabelText('Điểm: 85/100')).toHaveClass('bg-amber-100');
});
