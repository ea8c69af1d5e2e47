// A row of headline figures (a label and its number), as a description list so each number is read with its name.
export function StatTiles({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
