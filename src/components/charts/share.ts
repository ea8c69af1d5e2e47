// A part's share of a whole as a whole percentage, as the donut's legend, table and tooltip write it.
export const share = (value: number, total: number) => (total > 0 ? `${Math.round((value / total) * 100)}%` : '0%');
