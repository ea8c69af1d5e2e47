import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_MAX, ProgressBar, creep } from './progress-bar.tsx';

const value = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is hidden while nothing loads', () => {
    render(<ProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('starts, creeps up but never past 98 %', () => {
    render(<ProgressBar active />);
    const first = value();
    expect(first).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(value()).toBeGreaterThan(first);
    act(() => vi.advanceTimersByTime(120_000));
    expect(value()).toBe(PROGRESS_MAX);
  });

  it('finishes at 100 % and hides about half a second later', () => {
    const { rerender } = render(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(400));
    rerender(<ProgressBar active={false} />);
    expect(value()).toBe(100);
    act(() => vi.advanceTimersByTime(450));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('creep', () => {
  it('moves toward the cap and stops there', () => {
    expect(creep(10)).toBeGreaterThan(10);
    expect(creep(97.9)).toBe(PROGRESS_MAX);
    expect(creep(PROGRESS_MAX)).toBe(PROGRESS_MAX);
  });
});
