// How a period of the statistics is written: under a column short (05/03, 03/2026), in tables and pointer text whole.
export function periodLabels(period: string): { label: string; fullLabel: string } {
  const [y, m, d] = period.split('-');
  if (d) return { label: `${d}/${m}`, fullLabel: `${d}/${m}/${y}` };
  return { label: `${m}/${y}`, fullLabel: `Tháng ${m}/${y}` };
}
