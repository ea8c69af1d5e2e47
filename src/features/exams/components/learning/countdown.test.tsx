import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorServerTime, resetServerClocks } from '@/offline/exam-clock.ts';
import { Countdown } from './countdown.tsx';

const SERVER_NOW = Date.parse('2026-11-21T08:44:58.000Z');
const attempt = { key: '5:7', clockOffsetMs: 0, deadline: '2026-11-21T08:45:00.000Z' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date', 'performance'] });
  resetServerClocks();
  anchorServerTime(attempt.key, SERVER_NOW, Date.now());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('ticks every second from the server time and calls onExpire once at zero', () => {
    const onExpire = vi.fn();
    render(<Countdown attempt={attempt} onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('ignores the device clock: moving it an hour changes nothing', () => {
    render(<Countdown attempt={{ ...attempt, deadline: '2026-11-21T09:45:00.000Z' }} onExpire={() => undefined} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:00:02');
    vi.setSystemTime(Date.now() + 3600_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00:01');
  });
});
