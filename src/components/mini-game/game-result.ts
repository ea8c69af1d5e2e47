// What a finished play reports to the player page.
export interface GameResult {
  /** Out of 10, one decimal. */
  score: number;
  /** One line on how it went ("6/6 cặp, 2 lần nối nhầm"). */
  summary: string;
}

export interface GameProps<C> {
  content: C;
  onFinish: (result: GameResult) => void;
}

/** The shared look of a tappable game tile (a matching side, a memory card): large, touch-sized, clearly selected. */
export const tileClass = (state: 'idle' | 'selected' | 'done' | 'wrong') =>
  `min-h-14 w-full rounded-lg border-2 px-3 py-2 text-left text-base transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    state === 'done'
      ? 'border-green-300 bg-green-50 text-green-900'
      : state === 'selected'
        ? 'border-brand-600 bg-brand-50 text-brand-900'
        : state === 'wrong'
          ? 'border-red-500 bg-red-50 text-red-900'
          : 'border-slate-300 bg-white text-slate-900 hover:border-brand-400'
  }`;
