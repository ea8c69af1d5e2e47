// A value axis that reads well: its top is the first "round" number (1, 2, 2.5, 5 × 10ⁿ steps) at or above the
// largest value, split into at most a few ticks; whole numbers only, since every chart here counts things.

export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude);
  const whole = Number.isInteger(step) ? step : Math.ceil(step);
  const ticks: number[] = [];
  for (let v = 0; v < max + whole; v += whole) {
    ticks.push(v);
    if (v >= max) break;
  }
  return ticks;
}
