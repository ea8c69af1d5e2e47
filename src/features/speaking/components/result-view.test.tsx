// The result: score with its provisional/official label, hints in Vietnamese, coloured words, phones on tap.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpeechResult } from '@/shared/speech/types.ts';
import { SPEECH_HINT_MESSAGES } from '@/shared/speech/messages.ts';
import { ResultView } from './result-view.tsx';

afterEach(cleanup);

const result: SpeechResult = {
  overall: 71,
  provider: 'embedded',
  provisional: true,
  sentence: 'I like apples',
  mode: 'scripted',
  duration: 2,
  speechStart: 0.2,
  speechEnd: 1.8,
  hints: ['tooQuiet'],
  words: [
    { word: 'I', score: 92, start: 0.2, end: 0.4, phones: [{ phone: 'AY', score: 92, start: 0.2, end: 0.4 }] },
    {
      word: 'like',
      score: 63,
      start: 0.4,
      end: 0.8,
      phones: [
        { phone: 'L', score: 90, start: 0.4, end: 0.5 },
        { phone: 'AY', score: 70, start: 0.5, end: 0.7 },
        { phone: 'K', score: 30, start: 0.7, end: 0.8 },
      ],
    },
    { word: 'apples', score: 20, start: 0, end: 0, phones: [{ phone: 'AE', score: 0, start: 0, end: 0 }] },
  ],
};

describe('ResultView', () => {
  it('marks an on-device score as provisional and explains it', () => {
    render(<ResultView result={result} provisional />);
    expect(screen.getByLabelText('Điểm: 71/100')).toBeInTheDocument();
    expect(screen.getByText('Điểm tạm tính')).toBeInTheDocument();
    expect(screen.getByText(/Điểm chính thức sẽ có khi bài được gửi lên máy chủ/)).toBeInTheDocument();
    expect(screen.getByText(SPEECH_HINT_MESSAGES.tooQuiet)).toBeInTheDocument();
  });

  it('the server score is labelled official', () => {
    render(<ResultView result={{ ...result, provisional: false }} provisional={false} />);
    expect(screen.getByText('Điểm chính thức')).toBeInTheDocument();
    expect(screen.queryByText('Điểm tạm tính')).not.toBeInTheDocument();
  });

  it('colours words green ≥ 80, amber ≥ 50, red below', () => {
    render(<ResultView result={result} provisional />);
    expect(screen.getByRole('button', { name: 'I: 92 điểm, tốt' })).toHaveClass('bg-emerald-100');
    expect(screen.getByRole('button', { name: 'like: 63 điểm, cần luyện thêm' })).toHaveClass('bg-amber-100');
    expect(screen.getByRole('button', { name: 'apples: 20 điểm, chưa đúng' })).toHaveClass('bg-red-100');
  });

  it('tapping a word plays its segment and lists its phones with scores', async () => {
    const onPlayWord = vi.fn();
    render(<ResultView result={result} provisional onPlayWord={onPlayWord} />);
    await userEvent.click(screen.getByRole('button', { name: /^like:/ }));
    expect(onPlayWord).toHaveBeenCalledWith(expect.objectContaining({ word: 'like', start: 0.4, end: 0.8 }));
    const table = screen.getByRole('table', { name: 'Điểm từng âm của từ like' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['/l/90', '/ay/70', '/k/30']);
  });

  it('a word never heard says so and plays nothing', async () => {
    const onPlayWord = vi.fn();
    render(<ResultView result={result} provisional onPlayWord={onPlayWord} />);
    await userEvent.click(screen.getByRole('button', { name: /^apples:/ }));
    expect(onPlayWord).not.toHaveBeenCalled();
    expect(screen.getByText(/không nghe thấy từ này/)).toBeInTheDocument();
  });
});
