// Headline figures: each its name and its number, the whole tile a link to the list it counts when there is one (tall
// enough for a finger), else plain text. The link's name is the figure's name and number ("Hết hạn: 2").
import type { ReactNode } from 'react';

const BOX = 'block h-full rounded-lg border border-slate-200 bg-white px-3 py-2';
const LINKED = `${BOX} shadow-sm transition hover:border-brand-500 hover:shadow`;

export interface FigureTileProps {
  label: string;
  value: string;
  note?: string;
  /** Renders the tile as a link to its list: given the tile's content, its classes and its name ("Hết hạn: 2"). */
  link?: (content: ReactNode, className: string, name: string) => ReactNode;
}

export function FigureTile({ label, value, note, link }: FigureTileProps) {
  const content = (
    <>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="block text-2xl font-semibold text-slate-900 tabular-nums">{value}</span>
      {note && <span className="block text-xs text-slate-600">{note}</span>}
    </>
  );
  return <li>{link ? link(content, LINKED, `${label}: ${value}`) : <div className={BOX}>{content}</div>}</li>;
}

export function FigureTiles({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {children}
    </ul>
  );
}
